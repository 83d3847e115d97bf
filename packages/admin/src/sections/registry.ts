/**
 * The sections of the back office (product.md). Who may open each is the access rule's to say
 * (access/can-access.ts); the menu lists what it allows, and the gate answers the rest with the
 * access-denied screen.
 *
 * A section joins the table in sections/index.ts when it is built (its screens and icon).
 */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import type { FilterPayload, RaRecord, SortPayload } from 'react-admin';
import type { WordKey } from '../i18n/keys.js';
import type { SectionName } from './names.js';

export interface Section {
  /** The react-admin resource name and route (`/company-invoices`); its collection is names.ts's. */
  name: SectionName;
  /** Its name in the menu and in react-admin's titles. */
  label: WordKey;
  icon: ComponentType;
  /** A menu group it sits in, folded away until opened (the website's content). */
  group?: MenuGroup;
  /** Screens, each loaded with the section only (`lazyScreen`). */
  list?: LazyScreen;
  create?: LazyScreen;
  edit?: LazyScreen;
  show?: LazyScreen;
  recordRepresentation?: string | ((record: RaRecord) => string);
  /**
   * How its list opens before the person has chosen anything (react-admin's `sort`, `perPage` and
   * `filterDefaultValues` on the List, which reads them from here): declared, its first page is
   * asked for beside react-admin's code rather than after its first render (sections/preload.ts).
   */
  listOpening?: (seesEveryCompany: boolean) => ListOpening;
  /** Pages of the section that are not a resource's screens (`/overview/:id`, `/company/:id/*`). */
  routes?: SectionRoute[];
}

export interface ListOpening {
  sort: SortPayload;
  perPage: number;
  filter: FilterPayload;
}

export interface SectionRoute {
  path: string;
  element: ReactElement;
  /** The screen the access rule is asked for: `list` unless the page shows one record (`show`). */
  screen?: Screen;
}

export type Screen = 'list' | 'create' | 'edit' | 'show';

/** A screen whose code comes in a chunk of its own, which can be asked for before it is drawn. */
export interface LazyScreen extends LazyExoticComponent<ComponentType> {
  preload: () => Promise<unknown>;
}

/**
 * React.lazy, plus a way to start the download early (sections/preload.ts): the module system
 * fetches a module once, so the early call and React's own share one download.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  return Object.assign(lazy(load), { preload: load });
}

/** The menu's folded groups; their labels are the catalogue's `app.layout.groups`. */
export type MenuGroup = 'website';
