import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { app } from '../../i18n/en.js';
import { numbered, type Words } from '../../i18n/words.js';
import { catalogueWords } from '../../i18n/catalogue-words.js';
import {
  OPERATION_METHODS,
  parseContract,
  sectionOf,
  sectionsOf,
  sourceSummary,
  withSourceBadges,
} from './contract.js';

const english = catalogueWords('en');
const t: Words = (key, ...values) => english.translate(key, numbered(values));

const b = app.docApi.badges;

describe('badges from x-source', () => {
  it('marks spec operations confirmed, inferred ones inferred, and the rest as not marked', () => {
    const contract = {
      openapi: '3.1.0',
      paths: {
        '/login': { post: { 'x-source': 'spec', summary: 'Sign in' }, parameters: [] },
        '/companies': {
          get: { 'x-source': 'inferred' },
          post: { 'x-source': 'inferred', 'x-badges': [{ label: 'Beta', color: 'blue' }] },
        },
        '/odd': { get: { 'x-source': 'guessed' }, summary: 'not an operation' },
      },
    };
    const { spec, counts, confirmed } = withSourceBadges(contract, t);
    const paths = spec.paths as Record<string, Record<string, Record<string, unknown>>>;
    expect(paths['/login']?.post?.['x-badges']).toEqual([{ label: b.spec, color: 'green' }]);
    expect(paths['/login']?.post?.summary).toBe('Sign in');
    expect(paths['/login']?.parameters).toEqual([]);
    expect(paths['/companies']?.get?.['x-badges']).toEqual([{ label: b.inferred, color: 'orange' }]);
    // A badge the contract carries itself stays, after ours.
    expect(paths['/companies']?.post?.['x-badges']).toEqual([
      { label: b.inferred, color: 'orange' },
      { label: 'Beta', color: 'blue' },
    ]);
    expect(paths['/odd']?.get?.['x-badges']).toEqual([{ label: b.unmarked, color: 'gray' }]);
    expect(paths['/odd']?.summary).toBe('not an operation');
    expect(counts).toEqual({ spec: 1, inferred: 2, unmarked: 1 });
    expect(confirmed).toEqual([{ method: 'POST', path: '/login' }]);
    // The parsed contract is not changed behind the caller's back.
    expect(contract.paths['/login'].post).not.toHaveProperty('x-badges');
  });

  it('passes a malformed contract through without throwing', () => {
    expect(withSourceBadges(null, t).counts).toEqual({ spec: 0, inferred: 0, unmarked: 0 });
    expect(withSourceBadges('openapi: 3.1.0', t).spec).toEqual({});
    const { spec, counts } = withSourceBadges({ info: {}, paths: { '/a': null, '/b': { get: 'x' } } }, t);
    expect(spec.paths).toEqual({ '/a': null, '/b': { get: 'x' } });
    expect(counts).toEqual({ spec: 0, inferred: 0, unmarked: 0 });
    expect(withSourceBadges({ info: { title: 'T' } }, t).spec).toEqual({ info: { title: 'T' }, paths: {} });
  });

  it('counts the real contract: the four calls the specification shows, every other one inferred', () => {
    const contract = parseContract(readFileSync(new URL('../../../../../openapi.yaml', import.meta.url), 'utf8'));
    const { counts, confirmed } = withSourceBadges(contract, t);
    expect(confirmed).toEqual([
      { method: 'POST', path: '/login' },
      { method: 'POST', path: '/refresh' },
      { method: 'POST', path: '/reset' },
      { method: 'GET', path: '/popup/{id}' },
    ]);
    expect(counts.spec).toBe(4);
    expect(counts.unmarked).toBe(0);
    expect(counts.inferred).toBeGreaterThan(50);
  });
});

describe('reading the contract', () => {
  it('keeps dates as the text they are, as a JSON reader of the contract would', () => {
    expect(parseContract('example: 2026-11-22\ncount: 3\nflag: yes')).toEqual({
      example: '2026-11-22',
      count: 3,
      flag: 'yes',
    });
  });

  it('throws what is wrong with a broken file, for the page to say', () => {
    expect(() => parseContract('paths: [unclosed')).toThrow();
  });
});

describe('the legend', () => {
  it('states the counts, and the unmarked operations only when there are any', () => {
    expect(sourceSummary({ spec: 4, inferred: 109, unmarked: 0 }, t)).toBe(
      '4 operations confirmed by the specification, 109 inferred',
    );
    expect(sourceSummary({ spec: 4, inferred: 100, unmarked: 2 }, t)).toBe(
      '4 operations confirmed by the specification, 100 inferred, 2 not marked',
    );
  });
});

describe('sections', () => {
  const operation = (tags?: unknown) => ({
    responses: { '200': { description: 'OK' } },
    ...(tags === undefined ? {} : { tags }),
  });
  const spec = {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    tags: [{ name: 'people' }, { name: 'unused' }, { name: 'files' }],
    paths: {
      '/people': {
        parameters: [{ name: 'q', in: 'query' }],
        get: operation(['people']),
        post: operation(['people', 'files']),
      },
      '/files': { get: operation(['files']), delete: operation(['stray']) },
      '/ping': { get: operation() },
      '/broken': 'not a path item',
    },
    components: { schemas: { Person: { type: 'object' } } },
  };

  it('are the declared tags in order, then undeclared ones, then the untagged; an unused tag is left out', () => {
    expect(sectionsOf(spec)).toEqual([
      { tag: 'people', operations: 2 },
      { tag: 'files', operations: 2 },
      { tag: 'stray', operations: 1 },
      { tag: '', operations: 1 },
    ]);
    expect(sectionsOf({})).toEqual([]);
  });

  it("hold only their operations, with the path items' other keys and the rest of the contract", () => {
    const files = sectionOf(spec, 'files');
    expect(files.paths).toEqual({
      '/people': { parameters: [{ name: 'q', in: 'query' }], post: operation(['people', 'files']) },
      '/files': { get: operation(['files']) },
    });
    expect(files.tags).toEqual([{ name: 'files' }]);
    expect(files.components).toBe(spec.components);
    expect(files.info).toBe(spec.info);
    expect(sectionOf(spec, '').paths).toEqual({ '/ping': { get: operation() } });
    expect(sectionOf(spec, 'nothing').paths).toEqual({});
  });

  it('share out the real contract: every operation in a section, the four confirmed calls in the first', () => {
    const contract = parseContract(readFileSync(new URL('../../../../../openapi.yaml', import.meta.url), 'utf8'));
    const { spec: badged } = withSourceBadges(contract, t);
    const sections = sectionsOf(badged);
    const operations = (part: Record<string, unknown>) =>
      Object.values(part.paths as Record<string, Record<string, unknown>>).flatMap((item) =>
        OPERATION_METHODS.filter((method) => method in item),
      ).length;
    expect(sections.every(({ tag, operations: count }) => operations(sectionOf(badged, tag)) === count)).toBe(true);
    expect(sections.reduce((sum, { operations: count }) => sum + count, 0)).toBe(operations(badged));
    expect(sections.map(({ tag }) => tag)).not.toContain('');
    const first = sectionOf(badged, sections[0]?.tag ?? '');
    expect(Object.keys(first.paths as object)).toEqual(
      expect.arrayContaining(['/login', '/refresh', '/reset', '/popup/{id}']),
    );
  });
});
