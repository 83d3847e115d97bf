/**
 * What `pnpm surface` writes down of a package: on a small built package made here (the SDK's own
 * report is compared by `tsx scripts/sdk-surface.ts --check` in `pnpm test`, after the build).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lineDiff, surfaceMarkdown, surfaceReport } from './sdk-surface.js';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function builtPackage(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'sdk-surface-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const PACKAGE = {
  'package.json': JSON.stringify({
    name: '@example/sdk',
    exports: {
      '.': { import: { types: './dist/index.d.ts', default: './dist/index.js' } },
      './extra': { import: { types: './dist/extra.d.ts', default: './dist/extra.js' } },
      './empty': { import: { types: './dist/empty.d.ts', default: './dist/empty.js' } },
      './package.json': './package.json',
    },
  }),
  'dist/schema.d.ts': 'export interface paths { "/a": { get: unknown } }\n',
  'dist/fields.gen.d.ts': 'export declare const contractFields: { readonly a: { readonly type: "string" } };\n',
  'dist/options.d.ts': [
    '/** Not exported by any entry, but named by one. */',
    'export interface Options { retries?: number; hook?: Hook }',
    'export type Hook = (attempt: number) => void;',
  ].join('\n'),
  'dist/index.d.ts': [
    "import type { Options } from './options.js';",
    "export type { paths } from './schema.js';",
    "export { contractFields } from './fields.gen.js';",
    '/** A comment the report leaves out. */',
    'export declare function zeta(options?: Options): Promise<string>;',
    'export declare const LIMIT = 3;',
    'export interface Alpha { name: string }',
    'export declare class Client { constructor(url: string); get(path: string): Promise<unknown>; }',
  ].join('\n'),
  'dist/extra.d.ts': "export { Alpha } from './index.js';\nexport declare function extra(): void;\n",
  'dist/empty.d.ts': 'export {};\n',
};

// Each case loads the TypeScript compiler and its libraries: seconds on a busy machine.
describe('the surface report', { timeout: 60_000 }, () => {
  it("prints every entry's exports sorted, the contract's by name, and what they name without exporting", () => {
    const report = surfaceMarkdown(builtPackage(PACKAGE));
    expect(report).toContain('## `@example/sdk`\n');
    expect(report).toContain('## `@example/sdk/extra`\n');
    expect(report).toContain('## `@example/sdk/empty`\n\n```ts\nexport {};\n```');
    expect(report).not.toContain('@example/sdk/package.json');
    expect(report).toContain('export { contractFields, type paths };');
    expect(report).not.toContain('"/a"');
    expect(report).not.toContain('A comment the report leaves out');
    // Sorted by name, case aside.
    const order = ['interface Alpha', 'class Client', 'const LIMIT', 'function zeta'].map((text) =>
      report.indexOf(text),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(report).toContain('export declare function zeta(options?: Options): Promise<string>;');
    expect(report).toContain('// Alpha: as in `@example/sdk`');
    // Options is met through zeta, and Hook through Options.
    expect(report).toMatch(/## Named by the exports, not exported[\s\S]*type Hook = [\s\S]*interface Options \{/);
  });

  it('is laid out by Prettier, the same each time', async () => {
    const folder = builtPackage(PACKAGE);
    const report = await surfaceReport(folder);
    expect(report).toContain('export interface Alpha {\n  name: string;\n}');
    expect(await surfaceReport(folder)).toBe(report);
  });

  it('says what is missing when the package is not built', () => {
    const { 'dist/extra.d.ts': _, ...unbuilt } = PACKAGE;
    expect(() => surfaceMarkdown(builtPackage(unbuilt))).toThrow(/extra\.d\.ts is missing: build the SDK first/);
  });
});

describe('the difference shown by --check', () => {
  it('marks the lines removed and added, with two lines around them', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].join('\n');
    const after = ['a', 'b', 'c', 'd', 'E', 'f', 'g', 'h', 'i'].join('\n');
    expect(lineDiff(before, after)).toEqual(['…', '  c', '  d', '- e', '+ E', '  f', '  g', '  h', '+ i']);
    expect(lineDiff('same', 'same')).toEqual([]);
  });
});
