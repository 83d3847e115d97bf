/**
 * The naming conventions of the repository, checked so that they stay one each (ARCHITECTURE.md):
 * - file names: a file whose main export is a React component is named after it in PascalCase
 *   (`CompanyList.tsx`); every other file is kebab-case (`data-provider.ts`, `use-can.ts`);
 * - exports: named, except a screen loaded with React.lazy, which is its file's only default
 *   export (so `lazy(() => import('./X.js'))` needs no `.then` to pick it out).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = [
  'packages/admin/src',
  'packages/admin/e2e',
  'packages/sdk/src',
  'packages/sdk/test',
  'packages/mock-api/src',
  'packages/mock-api/test',
  'scripts',
];

const sources = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx|mts)$/.test(name) && !name.startsWith('.') ? [path] : [];
  });

const files = FOLDERS.flatMap((folder) => sources(join(root, folder)));

/** The name without its suffixes: `data-provider.custom.test.ts` → `data-provider`. */
const stem = (path: string): string => basename(path).split('.')[0] ?? '';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/**
 * What a file name says about a file: a component (PascalCase, .tsx) or a module (kebab-case). A
 * component's own tests carry its name (`FeetInchesInput.test.ts` beside `FeetInchesInput.tsx`).
 */
export function nameFollowsConvention(path: string, componentNames: ReadonlySet<string> = new Set()): boolean {
  const name = stem(path);
  if (KEBAB.test(name)) return true;
  return PASCAL.test(name) && (path.endsWith('.tsx') || componentNames.has(join(dirname(path), name)));
}

const LAZY_WITH_PICK = /lazy\(\(\) => import\('([^']+)'\)\.then/;

describe('file names', () => {
  it('are PascalCase for components and kebab-case for everything else', () => {
    expect(files.length).toBeGreaterThan(100);
    const components = new Set(
      files.filter((path) => path.endsWith('.tsx')).map((path) => join(dirname(path), stem(path))),
    );
    const offenders = files.filter((path) => !nameFollowsConvention(path, components));
    expect(offenders.map((path) => relative(root, path))).toEqual([]);
  });

  it('would find a camelCase module or a lowercase-joined component', () => {
    expect(nameFollowsConvention('src/providers/dataProvider.ts')).toBe(false);
    expect(nameFollowsConvention('src/forms/use_light_form.ts')).toBe(false);
    expect(nameFollowsConvention('src/components/ListActions.ts')).toBe(false);
    expect(nameFollowsConvention('src/components/ListActions.tsx')).toBe(true);
    expect(nameFollowsConvention('src/providers/data-provider.custom.test.ts')).toBe(true);
    expect(nameFollowsConvention('src/components/ListActions.test.ts')).toBe(false);
    expect(nameFollowsConvention('src/components/ListActions.test.ts', new Set(['src/components/ListActions']))).toBe(
      true,
    );
  });
});

describe('exports', () => {
  const admin = files.filter((path) => relative(root, path).startsWith('packages/admin/src/'));

  it('give a lazily loaded screen as its file’s only default export', () => {
    const picked = admin.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => LAZY_WITH_PICK.test(line))
        // A file of several charts loaded apart is the one exception: it has no single screen.
        .filter((line) => !line.includes('StatisticsCharts.js'))
        .map((line) => `${relative(root, path)}: ${line.trim()}`),
    );
    expect(picked).toEqual([]);
  });

  it('have one default export at most, and only in a component file', () => {
    const offenders = admin.filter((path) => {
      const count = readFileSync(path, 'utf8').match(/^export default /gm)?.length ?? 0;
      return count > 1 || (count === 1 && !PASCAL.test(stem(path)));
    });
    expect(offenders.map((path) => relative(root, path))).toEqual([]);
  });
});

describe('navigation', () => {
  // The browser's history is the router's (routes/Root.tsx): nothing else writes it, and the SDK,
  // which other tools import, navigates nowhere.
  const HAND_WRITTEN = /\b(?:pushState|replaceState)\s*\(|\blocation\.(?:assign|replace)\s*\(|\blocation\.href\s*=[^=]/;

  it('is never written by hand in the admin or the SDK', () => {
    const offenders = files
      .filter((path) => /^packages\/(admin\/src|sdk\/src)\//.test(relative(root, path)))
      .filter((path) => !/\.test\.tsx?$/.test(path))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${relative(root, path)}:${index + 1}` }))
          .filter(({ line }) => HAND_WRITTEN.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('would find it written by hand', () => {
    for (const line of [
      "history.pushState(null, '', '/auth')",
      "window.location.assign('/overview')",
      "location.href = '/auth'",
    ])
      expect(HAND_WRITTEN.test(line), line).toBe(true);
    expect(HAND_WRITTEN.test("if (location.href === '/auth')")).toBe(false);
  });
});

describe('tests that mock a module', () => {
  // The admin's and the mock API's unit tests share one module graph per worker (their
  // vitest.config.ts: isolate false); a module mocked there would meet the real one already loaded,
  // or stay mocked for the next file. Such a test is named `*.isolated.test.ts`, which the admin's
  // isolated project runs each in a graph of its own (packages/admin/vitest.isolated.config.ts).
  const MOCKS_A_MODULE = /\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules)\s*\(/;
  const shared = /^packages\/(admin\/src|mock-api\/(src|test))\//;

  it('are named to run apart', () => {
    const offenders = files
      .filter((path) => shared.test(relative(root, path)) && /\.test\.tsx?$/.test(path))
      .filter((path) => MOCKS_A_MODULE.test(readFileSync(path, 'utf8')))
      .filter(
        (path) => !relative(root, path).startsWith('packages/admin/src/') || !/\.isolated\.test\.tsx?$/.test(path),
      )
      .map((path) => relative(root, path));
    expect(offenders).toEqual([]);
    // The admin's own, found: the rule reads what is there.
    const isolated = files.filter((path) => /\.isolated\.test\.ts$/.test(path));
    expect(isolated.length).toBeGreaterThan(0);
    expect(isolated.every((path) => MOCKS_A_MODULE.test(readFileSync(path, 'utf8')))).toBe(true);
  });

  it('would find one', () => {
    expect(MOCKS_A_MODULE.test("vi.mock('react-admin', () => ({ downloadCSV }));")).toBe(true);
    expect(MOCKS_A_MODULE.test('vi.resetModules();')).toBe(true);
    expect(MOCKS_A_MODULE.test("vi.spyOn(document, 'cookie', 'set')")).toBe(false);
  });
});
