/**
 * No CSV leaves the back office but through export/csv.ts. react-admin gives a <List> without an
 * exporter its own default (jsonexport, which defuses nothing) as soon as an Export button shows;
 * the theme sets ours as RaList's default, and these checks fail when code finds a way around it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractColumns } from '@permit-office/sdk';
import type { Exporter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { darkTheme, lightTheme } from '../theme.js';
import { parseCsv } from './parse-csv.js';

// What the theme's exporter would save.
const { downloadCSV } = vi.hoisted(() => ({ downloadCSV: vi.fn<(csv: string, fileName: string) => void>() }));
vi.mock('react-admin', () => ({ downloadCSV }));

const SRC = fileURLToPath(new URL('..', import.meta.url));
const WRITER = 'export/csv.ts';

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    // The app's own sources: a test (the component tests are .test.tsx) draws a list its own way.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const files = sources(SRC).map((path) => ({ name: relative(SRC, path), text: readFileSync(path, 'utf8') }));

/**
 * react-admin's list containers that build their own list context without reading RaList's theme
 * defaults: with an Export button inside, they would export with react-admin's default.
 */
const UNTHEMED_LISTS = [
  'InfiniteList',
  'ListBase',
  'InfiniteListBase',
  'ListController',
  'useListController',
  'useInfiniteListController',
  'ListContextProvider',
  'ListGuesser',
  'ReferenceManyField',
  'ReferenceArrayField',
  'ArrayField',
  'useList',
];

describe('CSV export', () => {
  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])("is every <List>'s default, through the %s theme the admin is given", async (_mode, theme) => {
    downloadCSV.mockClear();
    const raList = (theme.components as Record<string, { defaultProps?: { exporter?: Exporter } }>).RaList;
    const exporter = raList?.defaultProps?.exporter;
    expect(exporter).toBeTypeOf('function');
    await exporter?.([{ id: 1, subject: '=HYPERLINK("http://evil.example")' }], vi.fn(), {} as never, 'contacts');
    expect(downloadCSV).toHaveBeenCalledTimes(1);
    const [csv, fileName] = downloadCSV.mock.calls[0] ?? [];
    expect(fileName).toBe('contacts');
    // The contract's columns of a contact message, whatever the record holds.
    const [header = [], line = []] = parseCsv(csv ?? '');
    expect(header).toEqual(contractColumns.ContactMessage);
    expect(line[header.indexOf('id')]).toBe('1');
    expect(line[header.indexOf('subject')]).toBe('\'=HYPERLINK("http://evil.example")');
  });

  it('has no theme but those of theme.ts', () => {
    // No screen hands react-admin another theme that lacks the default.
    const importsFromThemeModule = (text: string, name: string) =>
      new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '(?:\\.\\./)+theme\\.js'`).test(text);
    // Made there too: the dark theme that theme.ts makes for what draws before react-admin.
    const fromThemeModule = ['theme', 'lightTheme', 'darkTheme', 'darkThemeMade()'];
    const otherThemes = files.flatMap(({ name, text }) =>
      [...text.matchAll(/\b(?:theme|lightTheme|darkTheme)=\{([^}]*)\}/g)]
        .filter(
          ([, value = '']) =>
            !fromThemeModule.includes(value) || !importsFromThemeModule(text, value.replace(/\(\)$/, '')),
        )
        .map(([match]) => `${name}: ${match}`),
    );
    expect(otherThemes).toEqual([]);
    const admin = files.find(({ name }) => name === 'admin/AdminApp.tsx')?.text;
    expect(admin).toContain('theme={lightTheme}');
    expect(admin).toContain('darkTheme={darkTheme}');
  });

  it("has no other writer: react-admin's default exporter, its download and jsonexport stay unused", () => {
    const others = files
      .filter(({ name }) => name !== WRITER)
      .filter(({ text }) => /\b(defaultExporter|downloadCSV|jsonexport)\b|text\/csv/.test(text))
      .map(({ name }) => name);
    expect(others).toEqual([]);
  });

  it('is ours wherever a list or button names an exporter', () => {
    const foreign = files.flatMap(({ name, text }) =>
      [...text.matchAll(/\bexporter(?:=\{|:\s*)([^},\n]*)/g)]
        .filter(() => name !== WRITER)
        .filter(([, value = '']) => {
          const given = value.trim();
          if (given === 'false' || given.startsWith('csvExporter(')) return false;
          // A constant of the file's own, made by our factory or handing over to the module.
          const name = given.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          const definition = new RegExp(`const ${name}\\b[^;]*;`).exec(text)?.[0] ?? '';
          return !/\bcsvExporter\b|\bimport\('(?:\.\.?\/)+export\/csv\.js'\)/.test(definition);
        })
        .map(([match]) => `${name}: ${match}`),
    );
    expect(foreign).toEqual([]);
  });

  it('never goes through a list container that ignores the theme, unless it names our exporter', () => {
    const unthemed = files.flatMap(({ name, text }) => {
      const imports = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(?:react-admin|ra-core|ra-ui-materialui)'/g)]
        .flatMap(([, names = '']) => names.split(','))
        .map(
          (imported) =>
            imported
              .replace(/^\s*type\s+/, '')
              .split(/\s+as\s+/)[0]
              ?.trim() ?? '',
        );
      const used = imports.filter((imported) => UNTHEMED_LISTS.includes(imported));
      return used.length && !/\bexporter=\{/.test(text) ? [`${name}: ${used.join(', ')}`] : [];
    });
    expect(unthemed).toEqual([]);
  });
});
