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

/** A part of the reference: the operations of one of the contract's tags. */
export interface ContractSection {
  /** The tag's name, as the contract spells it; `''` for the operations that carry no tag. */
  tag: string;
  /** How many operations it holds. */
  operations: number;
}

const tagsOf = (operation: Record<string, unknown>): string[] => {
  const tags = Array.isArray(operation.tags)
    ? operation.tags.filter((tag): tag is string => typeof tag === 'string')
    : [];
  return tags.length ? tags : [''];
};

/**
 * The parts the reference is shown in, one per tag: the declared tags in the contract's order, then
 * any tag an operation uses without declaring it, then the untagged operations. A tag no operation
 * uses is left out: it would open on nothing.
 */
export function sectionsOf(spec: Record<string, unknown>): ContractSection[] {
  const counts = new Map<string, number>();
  if (Array.isArray(spec.tags)) {
    for (const tag of spec.tags) if (isRecord(tag) && typeof tag.name === 'string') counts.set(tag.name, 0);
  }
  let untagged = 0;
  for (const item of Object.values(isRecord(spec.paths) ? spec.paths : {})) {
    if (!isRecord(item)) continue;
    for (const method of OPERATION_METHODS) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      for (const tag of tagsOf(operation)) {
        if (tag === '') untagged += 1;
        else counts.set(tag, (counts.get(tag) ?? 0) + 1);
      }
    }
  }
  const sections = [...counts]
    .filter(([, operations]) => operations > 0)
    .map(([tag, operations]) => ({ tag, operations }));
  return untagged ? [...sections, { tag: '', operations: untagged }] : sections;
}

/**
 * The contract cut down to one section: the path items that hold its operations, each with those
 * operations only, and its tag alone among the tags. Everything else (info, components, servers) is
 * kept, so every reference still resolves. The viewer draws every operation it is given at once,
 * some 1,800 nodes each: a section (4 to 25 operations in ours) is what a person reads at a time.
 */
export function sectionOf(spec: Record<string, unknown>, tag: string): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(isRecord(spec.paths) ? spec.paths : {})) {
    if (!isRecord(item)) continue;
    const kept = Object.fromEntries(
      Object.entries(item).filter(
        ([key, value]) =>
          !(OPERATION_METHODS as readonly string[]).includes(key) || (isRecord(value) && tagsOf(value).includes(tag)),
      ),
    );
    if (OPERATION_METHODS.some((method) => method in kept)) paths[path] = kept;
  }
  const tags = Array.isArray(spec.tags) ? spec.tags.filter((entry) => isRecord(entry) && entry.name === tag) : [];
  return { ...spec, paths, tags };
}
