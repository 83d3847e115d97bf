/**
 * Where a record of each collection that can be in the trash is opened once it is back: its own
 * page or form, the list when no screen shows one record (an application), none when no section
 * shows the collection (the city rates are read by the calculator only).
 */
import type { components } from '@permit-office/sdk';
import { pathTo } from '../../registry/table.js';

type TrashCollection = components['schemas']['TrashCollection'];

const RECORD_PAGES = {
  companies: (id) => pathTo('companies', id, 'page'),
  applications: () => pathTo('applications'),
  members: (id) => pathTo('existing-member-list', id),
  accounts: (id) => pathTo('accounts', id),
  contacts: (id) => pathTo('contacts', id, 'show'),
  invoices: (id) => pathTo('invoices', id),
  loads: (id) => pathTo('my-loads', id),
  vehicles: (id) => pathTo('my-vehicles', id),
  'permit-requests': (id) => pathTo('overview', id, 'page'),
  'annual-permits': (id) => pathTo('annual', id),
  'city-rates': (id) => pathTo('site-settings/city-rates', id),
  'state-regulations': (id) => pathTo('site-settings/state-regulations', id),
  'holiday-closures': (id) => pathTo('site-settings/holiday-closures', id),
  'state-notes': (id) => pathTo('state-notes', id),
  'blog-posts': (id) => pathTo('site-settings/blog', id),
  pages: (id) => pathTo('site-settings/pages', id),
  services: (id) => pathTo('site-settings/services', id),
  'manual-documents': (id) => pathTo('site-settings/customer-manual', id),
} satisfies Record<TrashCollection, ((id: number) => string) | undefined>;

/** The app's path to a restored record, if a screen shows it. */
export const recordPageOf = (collection: TrashCollection, id: number): string | undefined =>
  RECORD_PAGES[collection]?.(id);
