/**
 * A spreadsheet's rows brought into a section (issue 65; openapi.yaml, `POST /imports`): each row
 * checked against the section's input schema, matched to an existing record by the section's
 * natural key, and reported as created, changed (with what changes), unchanged or failed. A dry run
 * writes nothing; a commit writes through the section's own create and update, so that a row is
 * refused for what a save of the record is refused for, and each write is the record's revision.
 * The `Idempotency-Key` of a commit is the router's (idempotency.ts): sent again, it is answered as
 * the first.
 */
import type { components } from '@permit-office/sdk';
import type { Db } from '../db/store.js';
import {
  forbidden,
  isStaff,
  me,
  ok,
  type Ctx,
  type JsonReply,
  type OperationId,
  type Operations,
} from '../operation.js';
import { propertiesOf, trimText, validate } from '../validate.js';

type Collection = components['schemas']['ImportCollection'];
type Batch = components['schemas']['ImportBatch'];
type RowOutcome = components['schemas']['ImportRowOutcome'];
type Row = Record<string, unknown> & { id: number };

/** What an import needs of a section: its table, its input, its natural key, its create and update. */
interface ImportSection {
  table: (db: Db) => { all(): readonly Row[] };
  input: string;
  key: readonly string[];
  create: OperationId;
  update: OperationId;
  /** A company's records: a member imports them, into their own company only. */
  companies?: true;
}

const SECTIONS: Record<Collection, ImportSection> = {
  'state-regulations': {
    table: (db) => db.stateRegulations,
    input: 'StateRegulationInput',
    key: ['state'],
    create: 'createStateRegulation',
    update: 'updateStateRegulation',
  },
  'holiday-closures': {
    table: (db) => db.holidayClosures,
    input: 'HolidayClosureInput',
    key: ['state', 'date'],
    create: 'createHolidayClosure',
    update: 'updateHolidayClosure',
  },
  'city-rates': {
    table: (db) => db.cityRates,
    input: 'CityRateInput',
    key: ['city', 'state'],
    create: 'createCityRate',
    update: 'updateCityRate',
  },
  vehicles: {
    table: (db) => db.vehicles,
    input: 'VehicleInput',
    key: ['company_id', 'name'],
    create: 'createVehicle',
    update: 'updateVehicle',
    companies: true,
  },
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A write's field errors, or its message under the key's first field when it names none. */
function errorsOf(reply: JsonReply, key: readonly string[]): Record<string, string[]> {
  const body = reply.body as { message?: string; errors?: Record<string, string[]> } | undefined;
  if (body?.errors && Object.keys(body.errors).length) return body.errors;
  return { [key[0] ?? 'row']: [body?.message ?? `Refused (${reply.status}).`] };
}

export function importOperations(all: () => Operations): Operations {
  return {
    importRows: async (ctx: Ctx) => {
      const batch = ctx.body as Batch;
      const section = SECTIONS[batch.collection];
      const user = me(ctx);
      // A member imports their company's vehicles, nothing else.
      if (!isStaff(user) && !section.companies) return forbidden();
      const ownCompany = isStaff(user) ? undefined : (user.company_id ?? 0);
      const fields = inputFields(section.input);
      const outcomes: RowOutcome[] = [];
      const keyOf = (row: Record<string, unknown>) => JSON.stringify(section.key.map((field) => row[field] ?? null));
      // The section's records by their key, read once for the batch (a member's: their own only).
      const byKey = new Map(
        section
          .table(ctx.db)
          .all()
          .filter((row) => ownCompany === undefined || row.company_id === ownCompany)
          .map((row) => [keyOf(row), row]),
      );
      // Rows of this batch already seen by their key: a key twice in one file is the second row's mistake.
      const seen = new Set<string>();
      for (const { line, values: given } of batch.rows) {
        // Only the section's input fields: what else a row holds is no field of the record.
        const values = Object.fromEntries(
          Object.entries(trimText(given as Record<string, unknown>)).filter(([field]) => fields.has(field)),
        );
        // A member's rows are their company's, whatever the file says: matched and written there only.
        if (ownCompany !== undefined) values.company_id = ownCompany;
        const existing = byKey.get(keyOf(values));
        const fail = (errors: Record<string, string[]>) =>
          outcomes.push({ line, outcome: 'failed', id: null, changes: [], errors });
        if (seen.has(keyOf(values))) {
          fail({ [section.key[0] ?? 'row']: ['Another row of this file has the same key.'] });
          continue;
        }
        seen.add(keyOf(values));
        // A new record needs every required field; an existing one keeps what the row leaves out.
        const merged = existing ? { ...inputOf(existing, section), ...values } : values;
        const errors = validate({ $ref: `#/components/schemas/${section.input}` }, merged);
        if (Object.keys(errors).length) {
          fail(errors);
          continue;
        }
        const changes = Object.entries(values)
          .filter(([field, value]) => !existing || !same(existing[field], value))
          .map(([field, value]) => ({ field, from: existing ? (existing[field] ?? null) : null, to: value }));
        if (existing && changes.length === 0) {
          outcomes.push({ line, outcome: 'unchanged', id: existing.id, changes: [], errors: {} });
          continue;
        }
        if (batch.dry_run) {
          outcomes.push({
            line,
            outcome: existing ? 'changed' : 'created',
            id: existing?.id ?? null,
            changes,
            errors: {},
          });
          continue;
        }
        const write = all()[existing ? section.update : section.create];
        const reply = write
          ? await write({ ...ctx, body: merged, params: existing ? { id: existing.id } : {} })
          : undefined;
        if (!reply || reply instanceof Response || reply.status >= 300) {
          fail(reply && !(reply instanceof Response) ? errorsOf(reply, section.key) : { row: ['Not written.'] });
          continue;
        }
        const id = (reply.body as { data?: { id?: number } } | undefined)?.data?.id ?? existing?.id ?? null;
        outcomes.push({ line, outcome: existing ? 'changed' : 'created', id, changes, errors: {} });
      }
      const count = (outcome: RowOutcome['outcome']) => outcomes.filter((row) => row.outcome === outcome).length;
      if (!batch.dry_run && count('created') + count('changed') > 0) {
        ctx.audit(
          'update',
          batch.collection,
          null,
          `Imported ${batch.rows.length} rows: ${count('created')} created, ${count('changed')} changed`,
        );
      }
      return ok({
        data: {
          dry_run: batch.dry_run,
          created: count('created'),
          changed: count('changed'),
          unchanged: count('unchanged'),
          failed: count('failed'),
          rows: outcomes,
        },
      });
    },
  };
}

/** The fields of an existing record that its section's input has, as a save would send them. */
function inputOf(row: Row, section: ImportSection): Record<string, unknown> {
  const fields = inputFields(section.input);
  return Object.fromEntries(Object.entries(row).filter(([field]) => fields.has(field)));
}

const inputFieldsBySchema = new Map<string, Set<string>>();
function inputFields(schema: string): Set<string> {
  let fields = inputFieldsBySchema.get(schema);
  if (!fields) {
    fields = new Set(Object.keys(propertiesOf({ $ref: `#/components/schemas/${schema}` })));
    inputFieldsBySchema.set(schema, fields);
  }
  return fields;
}
