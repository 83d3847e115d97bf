/**
 * What the contract's values mean, for every side that checks or compares them (the API, the
 * admin's forms, other tools): one definition, so the form and the server never disagree on a
 * value the contract allows.
 */

/** The limits JSON Schema puts on a value, as the contract writes them: what every side checks. */
export interface ContractLimits {
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** One field of the contract as a client checks it (`fields.gen.ts` has one per writable property). */
export interface ContractField extends ContractLimits {
  type: string;
  nullable?: boolean;
  required?: boolean;
  readOnly?: boolean;
  items?: ContractField;
}

/**
 * Characters as JSON Schema counts them for `minLength` and `maxLength`: code points, so that an
 * emoji is one character as a person counts it, not the two UTF-16 units of `String.length`.
 */
export function characterCount(text: string): number {
  let count = 0;
  // The string iterator walks code points.
  for (const _ of text) count++;
  return count;
}

/**
 * The years a date may have (openapi.yaml's conventions): nothing the service handles happened
 * before 1900 or is planned after 2199, and a year outside them is a typing slip (`0202`, `20255`)
 * to point out, not a date to store.
 */
export const DATE_YEARS = { first: 1900, last: 2199 } as const;

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** A `format: date` value (`2026-02-28`) that is a day of the calendar, in `DATE_YEARS`. */
export function isCalendarDate(text: string): boolean {
  const parts = FULL_DATE.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < DATE_YEARS.first || year > DATE_YEARS.last || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (leap years included).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A `format: date-time` value (RFC 3339) whose date is a calendar date in `DATE_YEARS`. */
export function isCalendarDateTime(text: string): boolean {
  const parts = DATE_TIME.exec(text);
  return parts !== null && isCalendarDate(parts[1] ?? '');
}

/**
 * A `format: uri` value the product takes: a web address people can open (http or https and a
 * host), nothing that runs (`javascript:`) and no relative path.
 */
export function isWebAddress(text: string): boolean {
  return WEB_ADDRESS.test(text);
}
const WEB_ADDRESS = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

const ASCII = /^[\x20-\x7e]*$/;

/**
 * Text as a search compares it: compatibility forms folded (full-width letters, ligatures),
 * accents and other combining marks dropped, invisible format characters (zero-width joiners and
 * spaces, soft hyphens, direction marks) dropped, case folded. "Café", "Cafe" + a combining
 * accent, "CAFÉ" and "Ca\u200Dfe" all compare as "cafe". For matching only: what is stored and
 * shown stays as typed.
 */
export function searchKey(text: string): string {
  // Plain ASCII has nothing to fold but case: the usual text skips the normalisations.
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .toLowerCase()
    .normalize('NFC');
}
