/**
 * The kinds of record the collections hold, by collection (`companies`, `permit-requests`): where
 * their rows live, how the API presents them and how a list names one. Each collection registers
 * its own kind when it is made (handlers/collection.ts), so that a record's history and the trash
 * read a row as its collection does, from the collection's one description.
 */
import type { Db, Table, TableName } from './db/store.js';

export type Row = { id: number };

export interface RecordKind {
  /** The collection's path segment. */
  collection: string;
  /** The contract's schema name (`Company`): `get{Schema}`, `update{Schema}` and `{Schema}Input` follow. */
  schema: string;
  table: (db: Db) => Table<Row>;
  /** Which rows of the table belong to the collection (members and accounts share the users). */
  where?: (row: Row) => boolean;
  /** A member reaches only the rows whose `company_id` is their company's (handlers/collection.ts). */
  companyScoped?: boolean;
  /** The record as the API sends it. */
  present: (row: Row, db: Db) => Record<string, unknown>;
  /** The record's name as its list shows it (the trash's `label`). */
  label: (row: Row) => string;
}

const kinds = new Map<string, RecordKind>();

export function registerKind(kind: RecordKind): void {
  kinds.set(kind.collection, kind);
}

export const kindOf = (collection: string): RecordKind | undefined => kinds.get(collection);

/** The kind of a row of a table (undefined for a table no collection holds, or a row none does). */
export function kindOfRow(db: Db, table: TableName, row: Row): RecordKind | undefined {
  for (const kind of kinds.values()) {
    if (kind.table(db) === (db[table] as unknown) && (kind.where?.(row) ?? true)) return kind;
  }
  return undefined;
}

/** The single-record settings, by their path, as records with a history (`record_id` 1). */
export const SETTINGS = {
  'settings/main': {
    name: 'main',
    schema: 'ServiceSettings',
    read: 'getServiceSettings',
    update: 'updateServiceSettings',
  },
  'site-settings/general': {
    name: 'general',
    schema: 'SiteGeneral',
    read: 'getSiteGeneral',
    update: 'updateSiteGeneral',
  },
  'site-settings/home': { name: 'home', schema: 'SiteHome', read: 'getSiteHome', update: 'updateSiteHome' },
} as const;

export type SettingsCollection = keyof typeof SETTINGS;
