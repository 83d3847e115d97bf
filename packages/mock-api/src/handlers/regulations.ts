/** State regulations, holiday closures and agents' state notes. */
import type { components } from '@permit-office/sdk';
import { STATES } from '../db/reference.js';
import type { HolidayClosure, StateCode, StateNote, StateRegulation } from '../db/store.js';
import { Refusal, invalid, me, type Operations } from '../operation.js';
import { collection } from './collection.js';

/**
 * What a new state's rules take when a client leaves the decision's figures out (openapi.yaml,
 * `StateRegulationInput`): the federal axle limits, a routine envelope no wider than legal (staff
 * review every permit load until it is set), escorts and daylight from the one escort width, no fee, no limit to a permit's days.
 */
function figuresByDefault(input: components['schemas']['StateRegulationInput']) {
  const single = input.max_single_axle_lbs ?? 20_000;
  const tandem = input.max_tandem_axle_lbs ?? 34_000;
  return {
    max_single_axle_lbs: single,
    max_tandem_axle_lbs: tandem,
    routine_width_in: input.max_width_in,
    routine_height_in: input.max_height_in,
    routine_length_in: input.max_length_in,
    routine_weight_lbs: input.max_weight_lbs,
    routine_single_axle_lbs: single,
    routine_tandem_axle_lbs: tandem,
    escort_two_width_in: input.escort_width_in,
    escort_height_in: input.max_height_in,
    escort_length_in: input.max_length_in,
    daylight_width_in: input.escort_width_in,
    fee_base_cents: 0,
    fee_per_foot_cents: 0,
    fee_per_kip_cents: 0,
    max_validity_days: null,
  };
}

const stateRegulations = collection<StateRegulation>({
  resource: 'state-regulations',
  schema: 'StateRegulation',
  table: (db) => db.stateRegulations,
  searchText: (row) => [row.state, row.state_name, row.travel_hours, row.notes],
  defaultSort: { field: 'state_name', order: 'asc' },
  describe: (row) => `${row.state_name} regulations`,
  label: (row) => row.state_name,
  build(input, ctx) {
    const state = input.state as StateCode;
    if (ctx.db.stateRegulations.all().some((row) => row.state === state)) {
      return new Refusal(invalid({ state: ['This state already has regulations.'] }));
    }
    const now = ctx.now().toISOString();
    const given = input as components['schemas']['StateRegulationInput'];
    return {
      ...figuresByDefault(given),
      ...given,
      state_name: STATES[state],
      created_at: now,
      updated_at: now,
    };
  },
  change(row, input, ctx) {
    const state = (input.state as StateCode | undefined) ?? row.state;
    if (ctx.db.stateRegulations.all().some((other) => other.id !== row.id && other.state === state)) {
      return new Refusal(invalid({ state: ['This state already has regulations.'] }));
    }
    return { ...(input as Partial<StateRegulation>), state_name: STATES[state], updated_at: ctx.now().toISOString() };
  },
});

const holidayClosures = collection<HolidayClosure>({
  resource: 'holiday-closures',
  schema: 'HolidayClosure',
  table: (db) => db.holidayClosures,
  searchText: (row) => [row.name, row.state, STATES[row.state], row.note],
  dateField: 'date',
  defaultSort: { field: 'date', order: 'asc' },
  describe: (row) => `${row.name} in ${row.state} on ${row.date}`,
  label: (row) => `${row.name} (${row.state}, ${row.date})`,
});

const stateNotes = collection<StateNote>({
  resource: 'state-notes',
  schema: 'StateNote',
  table: (db) => db.stateNotes,
  searchText: (row) => [row.state, STATES[row.state], row.body, row.author_name],
  defaultSort: { field: 'updated_at', order: 'desc' },
  describe: (row) => `Note on ${row.state} by ${row.author_name}`,
  build(input, ctx) {
    const author = me(ctx);
    const now = ctx.now().toISOString();
    return {
      ...(input as components['schemas']['StateNoteInput']),
      author_id: author.id,
      author_name: author.name,
      created_at: now,
      updated_at: now,
    };
  },
  change: (_row, input, ctx) => ({ ...(input as Partial<StateNote>), updated_at: ctx.now().toISOString() }),
});

export const regulationOperations: Operations = { ...stateRegulations, ...holidayClosures, ...stateNotes };
