/** The collections whose records have a history (the contract's `HistoryCollection`), known without a call. */
import type { components } from '@permit-office/sdk';

export type HistoryCollection = components['schemas']['HistoryCollection'];

/** Every one of the contract's: a collection added there is a compile error here until it is named. */
const HAS_HISTORY: Record<HistoryCollection, true> = {
  companies: true,
  applications: true,
  members: true,
  accounts: true,
  contacts: true,
  invoices: true,
  'card-operations': true,
  loads: true,
  vehicles: true,
  'permit-requests': true,
  'annual-permits': true,
  'city-rates': true,
  'state-regulations': true,
  'holiday-closures': true,
  'state-notes': true,
  'blog-posts': true,
  pages: true,
  services: true,
  'manual-documents': true,
  'settings/main': true,
  'site-settings/general': true,
  'site-settings/home': true,
};

export const hasHistory = (collection: string | undefined): collection is HistoryCollection =>
  collection !== undefined && Object.hasOwn(HAS_HISTORY, collection);
