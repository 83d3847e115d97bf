/**
 * What a section is made of: the kinds of things its declaration in the table of sections
 * (registry/table.ts) names, and the kinds of its screens (sections/screens.ts). Who may open each
 * is the access rule's to say (access/can-access.ts); the menu lists what it allows, and the gate
 * answers the rest with the access-denied screen. Nothing here names a section: both tables import
 * this, and it imports neither.
 */
import type { ComponentType } from 'react';
import { preloadableLazy, type PreloadableLazy } from '../boot/preloadable-lazy.js';
import type { FilterPayload, RaRecord, SortPayload } from 'react-admin';
import type { CollectionName } from '@permit-office/sdk';
import type { app } from '../i18n/en.js';
import type { WordKey } from '../i18n/keys.js';
import type { ListTitleWords } from './list-titles.js';

/** An API collection of the contract (`permit-requests`), as the SDK's collection calls take it. */
export type { CollectionName };

/** A catalogue area that names a resource and its fields (`app.permits`: `menu`, `fields`). */
export type AreaName = {
  [Name in keyof typeof app]: (typeof app)[Name] extends { menu: string } ? Name : never;
}[keyof typeof app];

/**
 * A section as its line in the table declares it. Its name in the menu and in react-admin's titles
 * is its `label`, else its catalogue area's `menu`: it has at least one of them.
 */
export type SectionDeclaration = SectionFacts &
  (
    | {
        /** Where the catalogue names it and its fields, for react-admin (`resources.<name>`). */
        area: AreaName;
        label?: WordKey;
      }
    | { area?: undefined; label: WordKey }
  );

/** What a section is besides its name, its words and its screens. */
export interface SectionFacts {
  /** The collection its records are, when it has records. */
  collection?: CollectionName;
  /**
   * The first segment of its record page when not its name: a company's page, with its tabs, is
   * `/company/:id`, its edit form `/companies/:id`.
   */
  page?: string;
  icon: ComponentType;
  /** A menu group it sits in, folded away until opened (the website's content). */
  group?: MenuGroup;
  recordRepresentation?: string | ((record: RaRecord) => string);
  /**
   * How its list opens before the person has chosen anything (react-admin's `sort`, `perPage` and
   * `filterDefaultValues` on the List, which reads them from here): declared, its first page is
   * asked for beside react-admin's code rather than after its first render (sections/preload.ts).
   */
  listOpening?: (seesEveryCompany: boolean) => ListOpening;
  /**
   * Its list's title, where its list screen leaves the title to the app bar (SectionList,
   * ContentList, the trash): the app bar draws it from the page's first paint, before the list's
   * code and records have come, the largest text of a phone's first screen (issue 41). One word
   * for all, or one for those who see every company's records (staff) and one for a member's own.
   * Declared in registry/list-titles.ts, which the shell reads without the table.
   */
  listTitle?: ListTitleWords;
}

/**
 * What a section draws, its entry in sections/screens.ts: react-admin's screens, each loaded with
 * the section only (`lazyScreen`, `screensIn`), and its pages that are not a resource's screens
 * (`/overview/:id`, `/company/:id/*`).
 */
export interface SectionScreens {
  list?: LazyScreen;
  create?: LazyScreen;
  edit?: LazyScreen;
  show?: LazyScreen;
  routes?: readonly SectionRoute[];
}

export interface ListOpening {
  sort: SortPayload;
  perPage: number;
  filter: FilterPayload;
}

export interface SectionRoute {
  path: string;
  /** What it draws: loaded with the route only (`lazyScreen`), but for the landing page. */
  draw: ComponentType;
  /** The screen the access rule is asked for: `list` unless the page shows one record (`show`). */
  screen?: Screen;
  /**
   * What the page shows while its first screen waits for a commit of its own (sections/gate.tsx),
   * where the shell's frame drew more than a loading state: the same, so that nothing goes blank.
   */
  whileHeld?: ComponentType;
}

export type Screen = 'list' | 'create' | 'edit' | 'show';

/** A screen whose code comes in a chunk of its own, which can be asked for before it is drawn. */
export type LazyScreen = PreloadableLazy<object>;

/**
 * React.lazy, plus a way to start the download early (sections/preload.ts): one download for the
 * early call and React's, and a screen whose code has arrived is drawn at once (boot/preloadable-lazy.ts).
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  return preloadableLazy(load);
}

/** The names of the components a module exports. */
type ComponentExport<Module> = {
  [Name in keyof Module]: Module[Name] extends ComponentType ? Name : never;
}[keyof Module];

/**
 * The screens of a module that exports several (a form module's Create and Edit), each lazy, by
 * its export's name: `const form = screensIn(() => import(<the blog post form's module>))`, then
 * `form('BlogPostEdit')`. A misspelt name does not compile.
 */
export function screensIn<Module>(load: () => Promise<Module>) {
  return (name: ComponentExport<Module>): LazyScreen =>
    lazyScreen(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

/** The menu's folded groups; their labels are the catalogue's `app.layout.groups`. */
export type MenuGroup = 'website';
