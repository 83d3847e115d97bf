/**
 * A section, declared once (registry/table.ts): the menu, the screens react-admin is given
 * (sections/screens.ts), the rule and the catalogue's words follow it, and the paths screens link
 * to are made from it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contractCollections } from '@permit-office/sdk';
import { describe, expect, it } from 'vitest';
import { RULES } from '../access/can-access.js';
import { app } from '../i18n/en.js';
import { i18nProvider, resourceMessages } from '../providers/i18n-provider.js';
import { LIST_TITLES, TITLED_LISTS, listTitleWord, titledListAt } from '../registry/list-titles.js';
import { RECORD_TITLES, TITLED_RECORD_SECTIONS, representationOf, titledRecordAt } from '../registry/record-titles.js';
import { useCollectionList, useGetList, useGetOne } from '../registry/data-hooks.js';
import { screensIn, type SectionScreens } from '../registry/declarations.js';
import { SCREENS, sectionsWithScreens } from './screens.js';
import {
  SECTION_NAMES,
  collectionOf,
  createPathOf,
  filteredPathTo,
  pathTo,
  sections,
  type SectionName,
} from '../registry/table.js';

/** The README's route table and the browser tests' walk, read as text: a section must be in both. */
const README = readFileSync(fileURLToPath(new URL('../../../../README.md', import.meta.url)), 'utf8');
const WALK = readFileSync(fileURLToPath(new URL('../../e2e/axe.ts', import.meta.url)), 'utf8');

describe('sections declared once', () => {
  // The places of ARCHITECTURE.md's "Adding a section" that no compiler guards: a section left out
  // of one of them fails here (the others do not compile without it).
  it("is in the README's route table and in the browser tests' walk (accessibility, pseudo-locale)", () => {
    const inReadme = (name: string) => README.includes(`\`/${name}\``) || README.includes(`\`/${name}/`);
    expect(SECTION_NAMES.filter((name) => !inReadme(name))).toEqual([]);
    expect(SECTION_NAMES.filter((name) => !WALK.includes(`'/${name}`))).toEqual([]);
  });

  it('has one line of the access rule per section, no more', () => {
    expect(sections.map((section) => section.name)).toEqual(SECTION_NAMES);
    expect(Object.keys(RULES).sort()).toEqual([...SECTION_NAMES].sort());
  });

  it("names each section in the menu by its own label or its catalogue area's", () => {
    const words = (key: string) =>
      key
        .split('.')
        .slice(1)
        .reduce<unknown>((at, part) => (at as never)?.[part], app);
    for (const section of sections) expect(words(section.label), section.name).toEqual(expect.any(String));
    expect(sections.find((section) => section.name === 'site-settings/blog')?.label).toBe('app.blog.menu');
    expect(sections.find((section) => section.name === 'company-invoices')?.label).toBe('app.invoices.companyMenu');
  });

  it('gives every section a screen or a page of its own', () => {
    expect(sectionsWithScreens.map((section) => section.name)).toEqual(SECTION_NAMES);
    for (const section of sectionsWithScreens) {
      const drawn = [section.list, section.create, section.edit, section.show, ...(section.routes ?? [])];
      expect(drawn.some(Boolean), section.name).toBe(true);
    }
  });

  it("gives react-admin each section's words from its catalogue area", () => {
    expect(resourceMessages['my-permit-request']).toEqual({ name: app.permits.menu, fields: app.permits.fields });
    expect(resourceMessages['company-invoices']?.name).toBe(app.invoices.menu);
    // A page without records has no resource words.
    expect(resourceMessages.overview).toBeUndefined();
  });

  it('reads collections the contract has', () => {
    for (const section of SECTION_NAMES) {
      const collection = collectionOf(section);
      if (collection) expect(Object.hasOwn(contractCollections, collection), section).toBe(true);
    }
    expect(collectionOf('my-permit-request')).toBe('permit-requests');
    expect(collectionOf('company-invoices')).toBe('invoices');
  });

  it('makes the paths screens link to, with ids that never add a segment', () => {
    expect(pathTo('my-loads')).toBe('/my-loads');
    expect(pathTo('my-loads', 7)).toBe('/my-loads/7');
    expect(pathTo('site-settings/blog', 3)).toBe('/site-settings/blog/3');
    expect(pathTo('contacts', 1, 'show')).toBe('/contacts/1/show');
    expect(pathTo('companies', 1)).toBe('/companies/1');
    expect(pathTo('companies', 1, 'page')).toBe('/company/1');
    expect(pathTo('overview', 5, 'page')).toBe('/overview/5');
    expect(pathTo('my-loads', '../accounts')).toBe('/my-loads/..%2Faccounts');
    expect(createPathOf('my-permit-request')).toBe('/my-permit-request/create');
    expect(filteredPathTo('my-loads', { on_road: true })).toBe('/my-loads?filter=%7B%22on_road%22%3Atrue%7D');
  });

  it("finds the titled list an address is, for the app bar's title, and nothing else", () => {
    expect(titledListAt('/my-loads')).toBe('my-loads');
    expect(titledListAt('/site-settings/blog/')).toBe('site-settings/blog');
    expect(titledListAt('/my-loads/7')).toBeUndefined();
    expect(titledListAt('/my-loads/create')).toBeUndefined();
    expect(titledListAt('/site-settings')).toBeUndefined();
    expect(titledListAt('/overview')).toBeUndefined();
    expect(titledListAt('/')).toBeUndefined();
  });

  it("finds the edit form an address is, for the shell's frame to title it, and nothing else", () => {
    expect(titledRecordAt('/companies/12')).toEqual({ section: 'companies', id: '12' });
    expect(titledRecordAt('/site-settings/city-rates/3/')).toEqual({ section: 'site-settings/city-rates', id: '3' });
    expect(titledRecordAt('/my-loads/a%20b')).toEqual({ section: 'my-loads', id: 'a b' });
    for (const path of [
      '/companies',
      '/companies/',
      '/companies/create',
      '/companies/12/show',
      '/company/12',
      '/site-settings/blog/3',
      '/overview/12',
      '/companies/%E0',
      '/',
    ]) {
      expect(titledRecordAt(path), path).toBeUndefined();
    }
  });

  it("gives the shell's frame an edit form's title as react-admin says it, for sections whose form has react-admin's title", () => {
    for (const section of TITLED_RECORD_SECTIONS) {
      const facts = RECORD_TITLES[section];
      expect(SCREENS[section], section).toHaveProperty('edit');
      expect(collectionOf(section), section).toBe(facts.collection);
      expect(resourceMessages[section]?.name, section).toBe(app[facts.area].menu);
    }
    // The frame's words for the title (app.layout.recordTitle) say what react-admin's say.
    const name = 'Companies';
    const representation = 'Lone Star Heavy Haul LLC';
    expect(i18nProvider.translate('ra.page.edit', { name, recordRepresentation: representation })).toBe(
      i18nProvider.translate('app.layout.recordTitle', { 0: name, 1: representation }),
    );
    expect(representationOf(RECORD_TITLES['site-settings/city-rates'], { id: 1, city: 'Austin', state: 'TX' })).toBe(
      'Austin, TX',
    );
    expect(representationOf(RECORD_TITLES.companies, { id: 1, name: null })).toBeUndefined();
  });

  it("titles a list by the person's reach where the section says so, and gives its section that title", () => {
    const permits = LIST_TITLES['my-permit-request'];
    expect(listTitleWord(permits, true)).toBe('app.permits.title');
    expect(listTitleWord(permits, false)).toBe('app.permits.myTitle');
    const blog = LIST_TITLES['site-settings/blog'];
    expect([listTitleWord(blog, true), listTitleWord(blog, false)]).toEqual(['app.blog.title', 'app.blog.title']);
    const titled = sections.filter((section) => section.listTitle).map((section) => section.name);
    expect(titled).toEqual(TITLED_LISTS);
  });

  it('refuses a misspelt section at compile time', () => {
    // @ts-expect-error: 'my-permit-requests' is no section.
    expect(pathTo('my-permit-requests')).toBe('/my-permit-requests');
    // @ts-expect-error: 'invoice' is no section.
    expect(() => collectionOf('invoice')).toThrow(TypeError);
  });

  it('refuses, at compile time, a section without its screens or screens for no section', () => {
    const { settings: _left, ...withoutOne } = SCREENS;
    // @ts-expect-error: the section `settings` has no entry.
    expect(withoutOne satisfies Record<SectionName, SectionScreens>).not.toHaveProperty('settings');
    const withOneMore = {
      ...SCREENS,
      // @ts-expect-error: `setting` is no section.
      setting: SCREENS.settings,
    } satisfies Record<SectionName, SectionScreens>;
    expect(withOneMore).toHaveProperty('setting');
  });

  it('takes the screens of a module by their export names, and refuses another name at compile time', async () => {
    const BlogPostEdit = () => null;
    const form = screensIn(() => Promise.resolve({ BlogPostEdit, BLOG_QUERY: ['blog'] }));
    await expect(form('BlogPostEdit').preload()).resolves.toEqual({ default: BlogPostEdit });
    // @ts-expect-error: the module has BlogPostEdit, no BlogPostEditor.
    form('BlogPostEditor');
    // @ts-expect-error: BLOG_QUERY is no component.
    form('BLOG_QUERY');
  });
});

describe('data asked by section', () => {
  it("does not compile with a collection's name where a section's is meant", () => {
    // Never called: what is checked is that these do not compile (pnpm typecheck).
    const asks = () => {
      // @ts-expect-error: `loads` is the collection; the section is `my-loads`.
      useGetList('loads');
      // @ts-expect-error: `permit-request` is no section.
      useGetOne('permit-request', { id: 1 });
      // @ts-expect-error: `my-loads` is a section, not a collection.
      useCollectionList('my-loads');
      return [
        useGetList('my-loads'),
        useGetOne('my-permit-request', { id: 1 }),
        useCollectionList('state-regulations'),
      ];
    };
    expect(asks).toBeTypeOf('function');
  });
});
