/**
 * Vehicles kept once (issue 63): a company's configurations with their axles, the figures the API
 * derives from them, the layouts it refuses, who reaches whose, and a load on a vehicle: what the
 * vehicle says of it, and its decision weighing each group of axles.
 */
import { describe, expect, it } from 'vitest';
import { as, useMockApi } from './support.js';

const { api } = useMockApi({ now: () => new Date('2026-12-02T15:30:00Z') });

interface Vehicle {
  id: number;
  company_id: number;
  company_name: string;
  gross_weight_lbs: number;
  wheelbase_in: number;
  axles: { weight_lbs: number; spacing_in: number | null }[];
}
type Caller = Awaited<ReturnType<typeof as>>;

const axle = (weight_lbs: number, spacing_in: number | null) => ({ weight_lbs, spacing_in });
/** 90,000 lb on six axles: a steer, a drive tandem, a trailer's tridem; every tandem well within. */
const SIX_AXLES = [
  axle(12_000, 204),
  axle(15_600, 54),
  axle(15_600, 420),
  axle(15_600, 54),
  axle(15_600, 54),
  axle(15_600, null),
];
/** The same 90,000 lb with 50,000 on the drive tandem: beyond any state's routine tandem. */
const HEAVY_DRIVE = [axle(12_000, 204), axle(25_000, 54), axle(25_000, 420), axle(14_000, 54), axle(14_000, null)];

const vehicleBody = (axles: { weight_lbs: number; spacing_in: number | null }[], extra: object = {}) => ({
  name: 'Peterbilt 389 + lowboy',
  power_unit: 'Peterbilt 389 #12',
  trailers: ['Jeep', '3-axle lowboy'],
  length_in: 960,
  axles,
  ...extra,
});

async function vehicleOf(caller: Caller, axles = SIX_AXLES, extra: object = {}): Promise<Vehicle> {
  const made = await caller('POST', '/vehicles', vehicleBody(axles, extra));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return (made.body as { data: Vehicle }).data;
}

/** A 12 ft wide, 14 ft high, 80 ft long load from Tulsa to Dallas, on `vehicle` when given. */
const loadBody = (vehicle: Vehicle | null, extra: object = {}) => ({
  description: 'Transformer to Dallas',
  commodity: 'Transformer',
  width_in: 144,
  height_in: 168,
  length_in: 960,
  weight_lbs: vehicle?.gross_weight_lbs ?? 90_000,
  axles: vehicle?.axles.length ?? 6,
  origin_city: 'Tulsa',
  origin_state: 'OK',
  destination_city: 'Dallas',
  destination_state: 'TX',
  vehicle_id: vehicle?.id ?? null,
  ...extra,
});

describe('a vehicle configuration', () => {
  it("is its member's company's, its gross weight the sum of its axles and its wheelbase their spacings", async () => {
    const member = await as('member');
    const vehicle = await vehicleOf(member, SIX_AXLES, { company_id: 2 });
    expect(vehicle).toMatchObject({ company_id: 1, gross_weight_lbs: 90_000, wheelbase_in: 204 + 54 + 420 + 54 + 54 });
  });

  it('is refused where its axles describe no vehicle, naming the axle to fix', async () => {
    const member = await as('member');
    const refusals = [
      [[axle(12_000, 204), axle(20_000, 54)], 'Axle 2 is the last: it has no next axle to be spaced from'],
      [[axle(12_000, 204), axle(20_000, null), axle(20_000, null)], 'Axle 2: enter the spacing to the next axle'],
      [
        [axle(12_000, 600), axle(20_000, 400), axle(20_000, null)],
        'The axles span 83 ft 4 in, more than the overall length of 80 ft 0 in',
      ],
    ] as const;
    for (const [axles, message] of refusals) {
      const answer = await member('POST', '/vehicles', vehicleBody([...axles]));
      expect(answer.status).toBe(422);
      expect((answer.body as { errors: Record<string, string[]> }).errors.axles).toEqual([message]);
    }
    // One axle is below what the contract takes; the API says so as it says any bound.
    expect((await member('POST', '/vehicles', vehicleBody([axle(12_000, null)]))).status).toBe(422);
  });

  it("is reached by its company's members and by staff, and by no other company", async () => {
    const member = await as('member');
    const ours = await vehicleOf(member);
    const theirs = api.db.vehicles.all().find((row) => row.company_id !== 1);
    expect(theirs).toBeDefined();
    expect((await member('GET', `/vehicles/${theirs?.id}`)).status).toBe(404);
    const listed = (await member('GET', '/vehicles?per_page=100')).body as { data: Vehicle[]; total: number };
    expect(listed.data.length).toBeGreaterThan(1);
    expect(listed.data.every((row) => row.company_id === 1)).toBe(true);
    const agent = await as('agent');
    expect((await agent('GET', `/vehicles/${ours.id}`)).status).toBe(200);
    expect((await agent('GET', `/vehicles/${theirs?.id}`)).status).toBe(200);
  });

  it('stays while loads ride on it', async () => {
    const member = await as('member');
    const vehicle = await vehicleOf(member);
    expect((await member('POST', '/loads', loadBody(vehicle))).status).toBe(201);
    expect((await member('DELETE', `/vehicles/${vehicle.id}`)).status).toBe(409);
  });
});

describe('a load on a vehicle', () => {
  it('weighs what its axles carry, has as many axles and is at least as long', async () => {
    const member = await as('member');
    const vehicle = await vehicleOf(member);
    const answer = await member('POST', '/loads', loadBody(vehicle, { weight_lbs: 95_000, axles: 5, length_in: 900 }));
    expect(answer.status).toBe(422);
    expect((answer.body as { errors: Record<string, string[]> }).errors).toEqual({
      length_in: ['The vehicle is 80 ft 0 in long: the overall length is at least that'],
      weight_lbs: ["The gross weight is the sum of the vehicle's axles: 90,000 lb"],
      axles: ['The vehicle has 6 axles'],
    });
    expect((await member('POST', '/loads', loadBody(vehicle))).status).toBe(201);
  });

  it("names only its own company's vehicle", async () => {
    const member = await as('member');
    const theirs = api.db.vehicles.all().find((row) => row.company_id !== 1) as unknown as Vehicle;
    const answer = await member('POST', '/loads', loadBody(theirs));
    expect(answer.status).toBe(422);
    expect((answer.body as { errors: Record<string, string[]> }).errors.vehicle_id).toEqual(['Invalid format']);
  });

  it('is decided on its axles: the same gross weight, routine on six, needs review with 50,000 lb on one tandem', async () => {
    const member = await as('member');
    const decisionFor = async (vehicle: Vehicle | null) => {
      const load = await member('POST', '/loads', loadBody(vehicle));
      expect(load.status, JSON.stringify(load.body)).toBe(201);
      const made = await member('POST', '/permit-requests', {
        load_id: (load.body as { data: { id: number } }).data.id,
        states: ['OK', 'TX'],
        start_date: '2026-12-14',
        end_date: '2026-12-16',
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return (
        made.body as {
          data: { status: string; decision: { states: { reasons: { rule: string; axles?: string }[] }[] } };
        }
      ).data;
    };
    expect((await decisionFor(null)).status).toBe('approved');
    expect((await decisionFor(await vehicleOf(member))).status).toBe('approved');
    const heavy = await decisionFor(await vehicleOf(member, HEAVY_DRIVE, { length_in: 960 }));
    expect(heavy.status).toBe('submitted');
    for (const state of heavy.decision.states) {
      expect(state.reasons).toContainEqual(expect.objectContaining({ rule: 'tandem_axle', axles: '2-3' }));
    }
  });
});

describe('the seed', () => {
  it('keeps vehicles that its loads name, each load weighing what its axles carry', () => {
    const named = api.db.loads.all().filter((load) => load.vehicle_id);
    expect(named.length).toBeGreaterThan(20);
    for (const load of named) {
      const vehicle = api.db.vehicles.get(load.vehicle_id ?? 0);
      expect(vehicle?.company_id).toBe(load.company_id);
      expect(vehicle?.gross_weight_lbs).toBe(load.weight_lbs);
      expect(vehicle?.axles).toHaveLength(load.axles);
    }
  });
});
