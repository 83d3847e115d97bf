/**
 * A spreadsheet's rows brought into a section (issue 65; openapi.yaml, `POST /imports`): each row
 * checked against the section's input schema, matched to an existing record by the section's
 * natural key, and reported as created, changed (with what changes), unchanged or failed. A dry run
 * writes nothing; a commit writes through the section's own create and update, so that a row is
 * refused for what a save of the record is refused for, and each write is the record's revision.
 * The `Idempotency-Key` of a commit is the router's (idempotency.ts): sent again, it is answered as
 * the first.
 *
 * A commit's writes, across the batches of one file, are one import (`import_id`), kept with the
 * version each record was left at: its undo deletes what it created and saves back what it changed
 * through the same sections' operations, and leaves alone what anyone changed since.
 */
import type { components } from '@permit-office/sdk';
import type { Db, ImportRecord } from '../db/store.js';
import {
  conflict,
  forbidden,
  notFound,
  isStaff,
  me,
  ok,
  type Ctx,
  type Refusal,
  type JsonReply,
  type OperationId,
  type Operations,
} from '../operation.js';
import { propertiesOf, trimText, validate } from '../validate.js';
import { emailTaken } from './membership.js';

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
  remove: OperationId;
  /**
   * What the section's save refuses beyond its input's schema, checked in the dry run too: a
   * member's e-mail that a staff account has (the key matches members only).
   */
  clash?: (db: Db, values: Record<string, unknown>, id: number | undefined) => Refusal | undefined;
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
    remove: 'deleteStateRegulation',
  },
  'holiday-closures': {
    table: (db) => db.holidayClosures,
    input: 'HolidayClosureInput',
    key: ['state', 'date'],
    create: 'createHolidayClosure',
    update: 'updateHolidayClosure',
    remove: 'deleteHolidayClosure',
  },
  'city-rates': {
    table: (db) => db.cityRates,
    input: 'CityRateInput',
    key: ['city', 'state'],
    create: 'createCityRate',
    update: 'updateCityRate',
    remove: 'deleteCityRate',
  },
  companies: {
    table: (db) => db.companies,
    input: 'CompanyInput',
    key: ['usdot'],
    create: 'createCompany',
    update: 'updateCompany',
    remove: 'deleteCompany',
  },
  members: {
    // Members and staff accounts share the users: an import matches members only.
    // (`User` is an interface, which TypeScript does not read as a record of its fields.)
    table: (db) => ({ all: () => db.users.all().filter((user) => user.role === 'member') as unknown as Row[] }),
    input: 'MemberInput',
    key: ['email'],
    create: 'createMember',
    update: 'updateMember',
    remove: 'deleteMember',
    clash: (db, values, id) => emailTaken(db, values.email, id),
  },
  vehicles: {
    table: (db) => db.vehicles,
    input: 'VehicleInput',
    key: ['company_id', 'name'],
    create: 'createVehicle',
    update: 'updateVehicle',
    remove: 'deleteVehicle',
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
      // The import a later batch continues: the caller's own, not undone.
      const continued = batch.dry_run || !batch.import_id ? undefined : ctx.db.imports.get(batch.import_id);
      if (
        !batch.dry_run &&
        batch.import_id &&
        (!continued || continued.user_id !== user.id || continued.undone || continued.collection !== batch.collection)
      ) {
        return conflict('This import cannot be continued: it is not yours, or it was undone. Start the import again.');
      }
      const outcomes: RowOutcome[] = [];
      const written: Pick<ImportRecord, 'created' | 'changed'> = { created: [], changed: [] };
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
        const clash = section.clash?.(ctx.db, merged, existing?.id)?.reply.body as
          { errors?: Record<string, string[]> } | undefined;
        const errors = { ...validate({ $ref: `#/components/schemas/${section.input}` }, merged), ...clash?.errors };
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
        const saved = (reply.body as { data?: { id?: number; version?: number } } | undefined)?.data;
        const id = saved?.id ?? existing?.id ?? null;
        outcomes.push({ line, outcome: existing ? 'changed' : 'created', id, changes, errors: {} });
        if (id !== null) {
          const version = saved?.version ?? 1;
          if (existing) written.changed.push({ id, version, before: inputOf(existing, section) });
          else written.created.push({ id, version });
        }
      }
      const count = (outcome: RowOutcome['outcome']) => outcomes.filter((row) => row.outcome === outcome).length;
      const record = written.created.length + written.changed.length ? importRecord(ctx, batch, continued) : continued;
      if (record) {
        record.created.push(...written.created);
        record.changed.push(...written.changed);
        for (const { id } of [...written.created, ...written.changed]) {
          ctx.journal.note(batch.collection, id, { reason: `Import ${record.id}` });
        }
        ctx.audit(
          'update',
          batch.collection,
          null,
          `Import ${record.id}: ${batch.rows.length} rows, ${count('created')} created, ${count('changed')} changed`,
        );
      }
      return ok({
        data: {
          dry_run: batch.dry_run,
          import_id: record?.id ?? null,
          created: count('created'),
          changed: count('changed'),
          unchanged: count('unchanged'),
          failed: count('failed'),
          rows: outcomes,
        },
      });
    },
    undoImport: async (ctx: Ctx) => {
      const user = me(ctx);
      const record = ctx.db.imports.get(ctx.params.id ?? 0);
      // Another's import is as unknown as one that does not exist.
      if (!record || (!isStaff(user) && record.user_id !== user.id)) return notFound();
      if (record.undone) return conflict('This import was undone already.');
      const section = SECTIONS[record.collection];
      const rows = new Map(
        section
          .table(ctx.db)
          .all()
          .map((row) => [row.id, row]),
      );
      const kept: { id: number; message: string }[] = [];
      let removed = 0;
      let restored = 0;
      /** The record as the import left it, or why it is kept as it is now. */
      const untouched = (id: number, version: number): Row | undefined => {
        const row = rows.get(id);
        if (!row) kept.push({ id, message: 'Deleted since the import.' });
        else if (row.version !== version) kept.push({ id, message: 'Changed since the import: kept as it is now.' });
        else return row;
        return undefined;
      };
      const done = (id: number, reply: Awaited<ReturnType<NonNullable<Operations[OperationId]>>> | undefined) => {
        if (reply && !(reply instanceof Response) && reply.status < 300) return true;
        const message =
          reply && !(reply instanceof Response) ? (reply.body as { message?: string } | undefined)?.message : undefined;
        kept.push({ id, message: message ?? 'Not undone.' });
        return false;
      };
      const operations = all();
      const note = (id: number) => ctx.journal.note(record.collection, id, { reason: `Import ${record.id} undone` });
      // A record the import wrote more than once (its key in two batches of the file): the version its
      // last write left, and what it was before its first.
      const lastVersion = new Map([...record.created, ...record.changed].map(({ id, version }) => [id, version]));
      const created = new Set(record.created.map(({ id }) => id));
      const firstBefore = new Map<number, Record<string, unknown>>();
      for (const { id, before } of record.changed)
        if (!created.has(id) && !firstBefore.has(id)) firstBefore.set(id, before);
      for (const [id, before] of firstBefore) {
        const row = untouched(id, lastVersion.get(id) ?? 0);
        if (!row) continue;
        const update = operations[section.update];
        const reply =
          update && (await update({ ...ctx, body: { ...inputOf(row, section), ...before }, params: { id } }));
        if (done(id, reply)) {
          restored += 1;
          note(id);
        }
      }
      for (const id of created) {
        if (!untouched(id, lastVersion.get(id) ?? 0)) continue;
        const remove = operations[section.remove];
        const reply = remove && (await remove({ ...ctx, body: undefined, params: { id } }));
        if (done(id, reply)) {
          removed += 1;
          note(id);
        }
      }
      record.undone = true;
      ctx.audit(
        'update',
        record.collection,
        null,
        `Import ${record.id} undone: ${removed} removed, ${restored} restored`,
      );
      return ok({ data: { removed, restored, kept } });
    },
  };
}

/** A commit's new import, or the one its batch continues. */
function importRecord(ctx: Ctx, batch: Batch, continued: ImportRecord | undefined): ImportRecord {
  if (continued) return continued;
  const record: ImportRecord = {
    id: ctx.db.imports.size + 1,
    collection: batch.collection,
    user_id: me(ctx).id,
    created: [],
    changed: [],
    undone: false,
  };
  ctx.db.imports.set(record.id, record);
  return record;
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
