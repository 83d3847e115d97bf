/**
 * Every CSV file the back office writes: each list's Export button (the theme makes this
 * react-admin's exporter for every <List>) and the statistics pages' CSV buttons. One writer, so
 * that what protects one file protects them all.
 *
 * What people typed ends up in staff's spreadsheets: a company's name, a contact message's subject,
 * a load's description. A spreadsheet runs a cell whose text starts like a formula (`=`, `+`, `-`,
 * `@`, a tab, a carriage return), and a formula can open links, fetch URLs with the sheet's data
 * or, through DDE, start programs. Such a cell is written with a `'` in front (OWASP's advice for
 * CSV injection): the spreadsheet shows it as text and the reader still sees everything typed.
 */
import { contractCollections, contractColumns } from '@permit-office/sdk';
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { collectionOf, isSectionName } from '../registry/table.js';

/** What one cell can hold. `null` and `undefined` are an empty cell. */
export type CsvValue = string | number | bigint | boolean | Date | null | undefined;

/**
 * A cell a spreadsheet would run. Also after leading whitespace: a text import may trim spaces
 * before it reads the cell (LibreOffice's "Trim spaces" option does), and the quote costs nothing
 * in front of text no one types on purpose. A tab or carriage return first is dangerous whatever
 * follows. The full-width signs (`＝＋－＠`) are in for the same price, in case a program folds
 * them to their ASCII twins on input.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * A number as a spreadsheet reads one: a negative amount (a refund, `-12.50`) must stay a number
 * that sums, not become text. Nothing that matches this can hold a formula: only digits, one
 * point and an exponent follow the sign.
 */
const PLAIN_NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** RFC 4180: a field holding a quote, a comma or a line break is quoted, its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;

/** Between the values of an array in one cell (a permit request's states). */
const LIST_SEPARATOR = '; ';

/** The text of a cell as written, before quoting: a formula-like text gets its `'`. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

function textOf(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  // Infinity and NaN are no figure a spreadsheet could sum; an empty cell says so.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return String(value);
}

/** One field of a CSV line: neutralised, then quoted when RFC 4180 asks for it. */
export function csvCell(value: CsvValue): string {
  const text = neutralise(textOf(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file's text: the header line, then one line per row, lines ended by CRLF (RFC 4180). */
export function toCsv(header: readonly CsvValue[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const isCsvValue = (value: unknown): value is CsvValue =>
  value === null ||
  ['undefined', 'string', 'number', 'bigint', 'boolean'].includes(typeof value) ||
  value instanceof Date;

/**
 * A record as the cells of one line, keyed `a.b` for nested objects (as react-admin's default
 * exporter named them). Values reached through an array share their key and one cell, joined by
 * `; `: one record stays one line, where the old exporter added a line per array element.
 */
export function flattenRecord(record: Record<string, unknown>): Map<string, string> {
  const cells = new Map<string, string[]>();
  const put = (key: string, text: string) => {
    const values = cells.get(key);
    if (values) values.push(text);
    else cells.set(key, [text]);
  };
  const visit = (value: unknown, key: string) => {
    if (Array.isArray(value)) {
      if (value.length === 0) put(key, '');
      for (const element of value) visit(element, key);
    } else if (isPlainObject(value)) {
      for (const [name, child] of Object.entries(value)) visit(child, key ? `${key}.${name}` : name);
    } else {
      put(key, isCsvValue(value) ? textOf(value) : '');
    }
  };
  visit(record, '');
  return new Map([...cells].map(([key, values]) => [key, values.join(LIST_SEPARATOR)]));
}

/**
 * Records as a file. Given its columns (a collection's, as the contract declares its records), the
 * file has exactly those, in that order, whatever the records hold: scripts that read an export
 * find the same header every time. Without, one column per key any record has, in the order
 * they first appear (a list that chooses its columns gives every record the same keys).
 */
export function recordsToCsv(records: readonly Record<string, unknown>[], columns?: readonly string[]): string {
  const lines = records.map(flattenRecord);
  const header = columns ?? [...new Set(lines.flatMap((line) => [...line.keys()]))];
  return toCsv(
    header,
    lines.map((line) => header.map((key) => line.get(key))),
  );
}

/** The columns of a resource's records as the contract declares them, when it is a collection of it. */
export function contractColumnsOf(resource: string | undefined): readonly string[] | undefined {
  const collection = resource && isSectionName(resource) ? collectionOf(resource) : undefined;
  return collection && contractColumns[contractCollections[collection]];
}

/**
 * Saves the file. The byte-order mark makes spreadsheet programs read it as UTF-8 (names with
 * accents), where they would otherwise guess the system's code page.
 */
export function downloadCsv(csv: string, fileName: string): void {
  downloadCSV(`\ufeff${csv}`, fileName);
}

/** A resource name as a file name: `site-settings/holiday-closures` holds a slash. */
const fileNameOf = (resource: string | undefined) => (resource ?? 'export').replace(/[^\w.-]+/g, '-');

export interface CsvExportOptions<RecordType extends RaRecord> {
  /** The file's name without `.csv`; the list's resource by default. */
  fileName?: string;
  /** The columns, by record; the whole record, flattened, by default. */
  columns?: (record: RecordType) => Record<string, unknown>;
  /** Or the record's fields to export, in order (its text bodies left out, say). */
  fields?: readonly (keyof RecordType & string)[];
}

/** react-admin's exporter for a list: the records it fetched → lines → a downloaded file. */
export function csvExporter<RecordType extends RaRecord = RaRecord>(
  options: CsvExportOptions<RecordType> = {},
): Exporter<RecordType> {
  const { fileName, fields } = options;
  const columns =
    options.columns ??
    (fields && ((record: RecordType) => Object.fromEntries(fields.map((field) => [field, record[field]]))));
  return (records, _fetchRelated, _dataProvider, resource) => {
    const csv = columns ? recordsToCsv(records.map(columns)) : recordsToCsv(records, contractColumnsOf(resource));
    downloadCsv(csv, fileName ?? fileNameOf(resource));
  };
}

/** Every list's exporter unless it names its columns: set once, in the theme (RaList's defaults). */
export const listExporter = csvExporter();
