/**
 * The screens' table (sections/screens.ts) stands above everything its screens import: the shared
 * components, the access rule and the sections' facts (registry/table.ts) never reach it, through
 * any module in between. When the one table held both the facts and the screens, the components
 * and the rule imported it for the facts and the whole app was one circle (issue 43). ESLint
 * refuses the direct import (eslint.config.js); this follows every import, as the module graph
 * has it: static, dynamic (`import()` is the dependency a lazy screen is) and type-only.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('..', import.meta.url));
const SCREENS = 'sections/screens.ts';

/** What lies below the screens: what a screen imports, so what must never import the screens. */
const BELOW_SCREENS = ['components/', 'access/', 'registry/'];

/** The only modules that read the screens' table: react-admin's <Resource>s, and a screen started early. */
const READ_SCREENS = ['admin/AdminApp.tsx', 'sections/preload.ts'];

/** A module's imports of this package's own modules, resolved to paths under src. */
function importsOf(path: string, text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => fileName.split('?')[0] ?? '')
    .filter((name) => name.startsWith('.'))
    .flatMap((name) => {
      const base = join(dirname(path), name).replace(/\.js$/, '');
      const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => existsSync(join(src, file)));
      return found ? [found] : [];
    });
}

const modules = (folder: string): string[] =>
  readdirSync(join(src, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(src, path)).isDirectory()) return modules(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

type Graph = ReadonlyMap<string, readonly string[]>;

const graph: Graph = new Map(modules('').map((path) => [path, importsOf(path, readFileSync(join(src, path), 'utf8'))]));

/** The chain of imports from `from` to `to`, if there is one: `[from, …, to]`. */
function pathBetween(imports: Graph, from: string, to: string): string[] | undefined {
  const cameFrom = new Map<string, string>();
  const queue = [from];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const next of imports.get(at) ?? []) {
      if (next === to) {
        const chain = [to, at];
        for (let back = cameFrom.get(at); back !== undefined; back = cameFrom.get(back)) chain.push(back);
        return chain.reverse();
      }
      if (next !== from && !cameFrom.has(next)) {
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const below = (path: string) => BELOW_SCREENS.some((prefix) => path.startsWith(prefix));

describe("the screens' table", () => {
  it('is reached by nothing under components/ or access/, nor by the facts of the sections', () => {
    const starts = [...graph.keys()].filter(below);
    expect(starts.length).toBeGreaterThan(30);
    const reaching = starts.flatMap((start) => {
      const chain = pathBetween(graph, start, SCREENS);
      return chain ? [chain.join(' → ')] : [];
    });
    expect(reaching).toEqual([]);
  });

  it('is in no circle: nothing its screens import, near or far, imports it back', () => {
    expect(graph.get(SCREENS)?.length).toBeGreaterThan(30);
    expect(pathBetween(graph, SCREENS, SCREENS)).toBeUndefined();
  });

  it('is read by react-admin’s resources and the early start of a screen only', () => {
    const readers = [...graph].filter(([, imports]) => imports.includes(SCREENS)).map(([path]) => path);
    expect(readers.sort()).toEqual(READ_SCREENS);
  });
});

describe('the reading of the imports', () => {
  it('sees static, type-only, re-exported and dynamic imports alike', () => {
    const text = [
      "import { sections } from '../registry/table.js';",
      "import type { LazyScreen } from '../registry/declarations.js';",
      "export { useGetOne } from '../registry/data-hooks.js';",
      "const Page = lazy(() => import('./overview/OverviewPage.js'));",
      "import { Chip } from '@mui/material';",
    ].join('\n');
    expect(importsOf('sections/example.ts', text)).toEqual([
      'registry/table.ts',
      'registry/declarations.ts',
      'registry/data-hooks.ts',
      'sections/overview/OverviewPage.tsx',
    ]);
  });

  it('finds the table through a module in between, as it would a circle come back', () => {
    const imports: Graph = new Map([
      ['components/SectionList.tsx', ['history/HistoryButton.tsx']],
      ['history/HistoryButton.tsx', ['registry/table.ts', 'admin/AdminApp.tsx']],
      ['admin/AdminApp.tsx', [SCREENS]],
      [SCREENS, ['components/SectionList.tsx']],
    ]);
    expect(pathBetween(imports, 'components/SectionList.tsx', SCREENS)).toEqual([
      'components/SectionList.tsx',
      'history/HistoryButton.tsx',
      'admin/AdminApp.tsx',
      SCREENS,
    ]);
    expect(pathBetween(imports, SCREENS, SCREENS)).toEqual([
      SCREENS,
      'components/SectionList.tsx',
      'history/HistoryButton.tsx',
      'admin/AdminApp.tsx',
      SCREENS,
    ]);
    expect(pathBetween(imports, 'registry/table.ts', SCREENS)).toBeUndefined();
  });
});
