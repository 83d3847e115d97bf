/**
 * What the API reference shows of `x-source`: every operation of the contract is either confirmed
 * by the product specification (`spec`) or our own decision (`inferred`). The viewer reads badges
 * from `x-badges`, so they are added to the parsed contract here, at load time, and the contract
 * file itself stays the single source.
 */
import { CORE_SCHEMA, load } from 'js-yaml';
import type { WordKey, Words } from '../../i18n/words.js';

/** The keys of a path item that are operations (OpenAPI 3.1), as opposed to `parameters`, `summary`… */
export const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export type Source = 'spec' | 'inferred' | 'unmarked';

export interface Badge {
  label: string;
  /** One of the viewer's named colours (`--green`, `--orange`, `--gray` in RapiDoc). */
  color: string;
}

export interface OperationRef {
  method: string;
  path: string;
}

export interface SourceCounts {
  spec: number;
  inferred: number;
  unmarked: number;
}

export interface BadgedContract {
  /** The contract with an `x-badges` entry on every operation; the input is left as it was. */
  spec: Record<string, unknown>;
  counts: SourceCounts;
  confirmed: OperationRef[];
}

const BADGES: Record<Source, { label: WordKey; color: string }> = {
  spec: { label: 'app.docApi.badges.spec', color: 'green' },
  inferred: { label: 'app.docApi.badges.inferred', color: 'orange' },
  unmarked: { label: 'app.docApi.badges.unmarked', color: 'gray' },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The contract as data. The core schema reads YAML as JSON would (no dates, no binary, no custom
 * tags), so the viewer shows what a backend team reading the JSON form would see.
 */
export function parseContract(text: string): unknown {
  return load(text, { schema: CORE_SCHEMA });
}

export function sourceOf(operation: Record<string, unknown>): Source {
  const source = operation['x-source'];
  return source === 'spec' || source === 'inferred' ? source : 'unmarked';
}

/**
 * The contract with a badge per operation, labelled in the person's words (`t`), and the counts the
 * legend states. Anything that is not a path item or an operation is passed through untouched: a
 * malformed contract shows as the viewer shows it, never as a crash here.
 */
export function withSourceBadges(contract: unknown, t: Words): BadgedContract {
  const badges = Object.fromEntries(
    Object.entries(BADGES).map(([source, { label, color }]) => [source, { label: t(label), color }]),
  ) as Record<Source, Badge>;
  const counts: SourceCounts = { spec: 0, inferred: 0, unmarked: 0 };
  const confirmed: OperationRef[] = [];
  if (!isRecord(contract)) return { spec: {}, counts, confirmed };
  const paths = isRecord(contract.paths) ? contract.paths : {};
  const badgedPaths: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) {
      badgedPaths[path] = item;
      continue;
    }
    const badgedItem: Record<string, unknown> = { ...item };
    for (const method of OPERATION_METHODS) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      const source = sourceOf(operation);
      counts[source] += 1;
      if (source === 'spec') confirmed.push({ method: method.toUpperCase(), path });
      // Badges the contract already carries stay, ours come first.
      const existing = Array.isArray(operation['x-badges']) ? (operation['x-badges'] as unknown[]) : [];
      badgedItem[method] = { ...operation, 'x-badges': [badges[source], ...existing] };
    }
    badgedPaths[path] = badgedItem;
  }
  return { spec: { ...contract, paths: badgedPaths }, counts, confirmed };
}

/** "4 operations confirmed by the specification, 109 inferred", and the unmarked ones when there are any. */
export function sourceSummary(counts: SourceCounts, t: Words): string {
  const summary = t('app.docApi.summary', counts.spec, counts.inferred);
  return counts.unmarked ? `${summary}, ${t('app.docApi.unmarked', counts.unmarked)}` : summary;
}
