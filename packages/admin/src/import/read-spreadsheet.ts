/**
 * A spreadsheet's CSV as an import reads it (issue 65): the file is untrusted, so its size, rows
 * and columns are bounded and every problem says where it is; what spreadsheets write is read as
 * they meant it: UTF-8 with or without its byte order mark, else Windows-1252 (Excel's "CSV" on
 * Windows); a comma, a semicolon (where the decimal mark is a comma) or a tab between cells; quoted
 * cells with doubled quotes and line breaks inside; CRLF, LF or CR at the ends of lines; an empty
 * last line. A cell our export guarded against formulas (`'=…`, csv.ts) comes back as the text it
 * was. Nothing here runs a cell: every cell is text.
 */
import { neutralise } from '../export/csv.js';

/** What an import takes at most (docs/product.md): one file, 10 MB, 50,000 rows, 100 columns. */
export const IMPORT_LIMITS = { bytes: 10 * 1024 * 1024, rows: 50_000, columns: 100 } as const;

export type Separator = ',' | ';' | '\t';
export type Encoding = 'utf-8' | 'windows-1252';

/** A row of the file: its cells, and the line of the file it starts on (1 is the header's). */
export interface ReadRow {
  line: number;
  cells: string[];
}

export interface ReadSpreadsheet {
  encoding: Encoding;
  separator: Separator;
  header: string[];
  rows: ReadRow[];
}

/** Why a file cannot be read at all, and where. */
export type ReadProblem =
  | { problem: 'empty' }
  | { problem: 'too_large'; limit: number }
  | { problem: 'too_many_rows'; limit: number }
  | { problem: 'too_many_columns'; limit: number; line: number }
  | { problem: 'unclosed_quote'; line: number };

/**
 * Windows-1252's characters for the bytes 0x80 to 0x9F, where it differs from Latin-1 (the five
 * it leaves undefined stay as they are). Node's `TextDecoder('windows-1252')` decodes these bytes
 * as Latin-1 (seen on Node 20); a browser's maps them, and this table then finds nothing to change.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** The file's text and the encoding it was written in: UTF-8 when it reads as UTF-8, else Windows-1252. */
export function decodeSpreadsheet(bytes: Uint8Array): { text: string; encoding: Encoding } {
  try {
    // `fatal`: a byte sequence that is not UTF-8 throws rather than reading as U+FFFD. The BOM is dropped.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    const latin = new TextDecoder('windows-1252').decode(bytes);
    const text = latin.replace(
      /[\u0080-\u009f]/g,
      (character) => WINDOWS_1252_HIGH[character.charCodeAt(0) - 0x80] ?? '',
    );
    return { text, encoding: 'windows-1252' };
  }
}

/**
 * The separator the header line uses: of the three, the one it holds most of outside quotes (a
 * header rarely has any of them in a name); a comma when it holds none.
 */
export function separatorOf(text: string): Separator {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && character in counts) counts[character as Separator] += 1;
  }
  const [best] = (Object.entries(counts) as [Separator, number][]).sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

/** The text a cell holds: a cell our export guarded (`'` before a formula's sign) loses the guard. */
export function cellText(written: string): string {
  if (!written.startsWith("'")) return written;
  const text = written.slice(1);
  return neutralise(text) === written ? text : written;
}

/** Every row of `text`, cells split at `separator`, each with the line it starts on. */
export function splitRows(text: string, separator: Separator): ReadRow[] | ReadProblem {
  const rows: ReadRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let at = 0;
  let quoted = false;
  let quoteLine = 1;
  const endRow = () => {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  while (at < text.length) {
    const character = text[at] as string;
    if (quoted) {
      if (character === '"') {
        if (text[at + 1] === '"') {
          cell += '"';
          at += 2;
          continue;
        }
        quoted = false;
      } else {
        if (character === '\n' || (character === '\r' && text[at + 1] !== '\n')) line += 1;
        cell += character;
      }
      at += 1;
      continue;
    }
    if (character === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (character === separator) {
      cells.push(cell);
      cell = '';
    } else if (character === '\r' || character === '\n') {
      if (character === '\r' && text[at + 1] === '\n') at += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      // A quote within an unquoted cell is kept as typed (spreadsheets write `5'6"` so).
      cell += character;
    }
    at += 1;
  }
  if (quoted) return { problem: 'unclosed_quote', line: quoteLine };
  // The last line, unless the file ended with its line break (an empty last line).
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

const isProblem = (value: unknown): value is ReadProblem =>
  typeof value === 'object' && value !== null && 'problem' in value;

/**
 * A file's bytes as a table: its encoding and separator, the header, and each row that is not
 * blank (a row of empty cells is a spreadsheet's leftover, not a record), cells as their text.
 */
export function readSpreadsheet(bytes: Uint8Array): ReadSpreadsheet | ReadProblem {
  if (bytes.length > IMPORT_LIMITS.bytes) return { problem: 'too_large', limit: IMPORT_LIMITS.bytes };
  const { text, encoding } = decodeSpreadsheet(bytes);
  if (text.trim() === '') return { problem: 'empty' };
  const separator = separatorOf(text);
  const split = splitRows(text, separator);
  if (isProblem(split)) return split;
  const [first, ...rest] = split;
  if (!first) return { problem: 'empty' };
  const rows = rest.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (rows.length > IMPORT_LIMITS.rows) return { problem: 'too_many_rows', limit: IMPORT_LIMITS.rows };
  const wide = [first, ...rows].find((row) => row.cells.length > IMPORT_LIMITS.columns);
  if (wide) return { problem: 'too_many_columns', limit: IMPORT_LIMITS.columns, line: wide.line };
  return {
    encoding,
    separator,
    header: first.cells.map((name) => name.trim()),
    rows: rows.map((row) => ({ line: row.line, cells: row.cells.map(cellText) })),
  };
}

/** A column's name as it is compared: letters and digits only, lower case (`Max width (in)` → `maxwidthin`). */
const comparable = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Which field each column of the header fills: the one remembered for that column name (from the
 * last file; '' for a column the person left out), else the field whose name or label reads the
 * same; null for a column no field takes. A field is taken by one column at most, the first.
 */
export function matchColumns(
  header: readonly string[],
  fields: readonly { name: string; label: string }[],
  remembered: Readonly<Record<string, string>> = {},
): (string | null)[] {
  const taken = new Set<string>();
  const byName = new Map<string, string>();
  for (const field of fields) {
    byName.set(comparable(field.name), field.name);
    if (!byName.has(comparable(field.label))) byName.set(comparable(field.label), field.name);
  }
  const known = new Set(fields.map((field) => field.name));
  return header.map((column) => {
    const chosen = remembered[column];
    // '' remembered: the person chose to leave this column out.
    if (chosen === '') return null;
    const field = chosen !== undefined && known.has(chosen) ? chosen : (byName.get(comparable(column)) ?? null);
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}
