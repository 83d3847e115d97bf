/**
 * A company's vehicle configurations, kept once and named by its loads (issue 63): a power unit and
 * its trailers, each axle with its weight and its spacing to the next. The API derives the gross
 * weight and the wheelbase, refuses axles that describe no vehicle, and keeps a load from
 * contradicting the vehicle it names (the SDK's rules/axles.ts and rules/vehicles.ts, which the
 * admin's forms read too).
 */
import {
  axleLayoutMessage,
  axleLayoutProblem,
  feetAndInches,
  grossWeightLbs,
  loadOnVehicleMessage,
  loadOnVehicleProblems,
  wheelbaseIn,
  type components,
} from '@permit-office/sdk';
import type { Load, Vehicle } from '../db/store.js';
import { Refusal, conflict, invalid, type Ctx } from '../operation.js';
import { collection, companyOf } from './collection.js';

type VehicleInput = components['schemas']['VehicleInput'];

/** What the axles make of a vehicle, or the refusal naming the first axle to fix. */
function derived(vehicle: Pick<VehicleInput, 'axles' | 'length_in'>) {
  const problem = axleLayoutProblem(vehicle.axles, vehicle.length_in);
  if (problem) return new Refusal(invalid({ axles: [axleLayoutMessage(problem)] }));
  return { gross_weight_lbs: grossWeightLbs(vehicle.axles), wheelbase_in: wheelbaseIn(vehicle.axles) };
}

export const vehicles = collection<Vehicle>({
  resource: 'vehicles',
  schema: 'Vehicle',
  table: (db) => db.vehicles,
  companyScoped: true,
  searchText: (row) => [row.name, row.power_unit, ...row.trailers, row.company_name],
  defaultSort: { field: 'created_at', order: 'desc' },
  describe: (row) =>
    `${row.name} (${row.axles.length} axles, ${row.gross_weight_lbs.toLocaleString('en-US')} lb, ${feetAndInches(row.length_in)})`,
  label: (row) => row.name,
  build(input, ctx) {
    const company = companyOf(ctx, input.company_id);
    if (company instanceof Refusal) return company;
    const vehicle = input as unknown as VehicleInput;
    const figures = derived(vehicle);
    if (figures instanceof Refusal) return figures;
    return {
      ...vehicle,
      trailers: vehicle.trailers ?? [],
      company_id: company.id,
      company_name: company.name,
      ...figures,
      created_at: ctx.now().toISOString(),
    };
  },
  change(row, input, ctx) {
    const changed = { ...row, ...(input as Partial<VehicleInput>) };
    const figures = derived(changed);
    if (figures instanceof Refusal) return figures;
    if (input.company_id !== undefined && input.company_id !== row.company_id) {
      // Its loads are its company's: a vehicle that carries them stays where they are.
      if (loadsOn(ctx, row.id).length > 0) {
        return new Refusal(conflict('Loads ride on this vehicle; it stays with their company.'));
      }
      const company = companyOf(ctx, input.company_id);
      if (company instanceof Refusal) return company;
      return { ...(input as Partial<Vehicle>), company_name: company.name, ...figures };
    }
    return { ...(input as Partial<Vehicle>), ...figures };
  },
  guardDelete(row, ctx) {
    return loadsOn(ctx, row.id).length > 0
      ? new Refusal(conflict('Loads ride on this vehicle; give them another one first.'))
      : undefined;
  },
});

const loadsOn = (ctx: Ctx, vehicleId: number) => ctx.db.loads.all().filter((load) => load.vehicle_id === vehicleId);

/**
 * A load as saved, checked against the vehicle it names: the same company's, and nothing the
 * vehicle contradicts (its weight, its axle count, at least its length). Without a vehicle, nothing.
 */
export function checkLoadVehicle(load: Partial<Load>, ctx: Ctx): Refusal | undefined {
  const vehicleId = load.vehicle_id ?? null;
  if (vehicleId === null) return undefined;
  const vehicle = ctx.db.vehicles.get(vehicleId);
  if (!vehicle || vehicle.company_id !== load.company_id)
    return new Refusal(invalid({ vehicle_id: ['Invalid format'] }));
  const problems = loadOnVehicleProblems(
    { weight_lbs: load.weight_lbs ?? 0, axles: load.axles ?? 0, length_in: load.length_in ?? 0 },
    vehicle,
  );
  if (problems.length === 0) return undefined;
  const errors: Record<string, string[]> = {};
  for (const problem of problems) errors[problem.field] = [loadOnVehicleMessage(problem)];
  return new Refusal(invalid(errors));
}
