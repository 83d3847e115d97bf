/**
 * The lists whose title the app bar draws (issue 41), by their address: kept apart from the table
 * of sections (registry/table.ts, which gives each to its section) so that what must know a list's
 * title before the back office has loaded reads it without the table's icons and openings: the
 * shell's frame, which draws the title while react-admin's code is still on its way
 * (layouts/shell-frame), and the hosts, which leave that code to follow a list's page rather than
 * come with it (boot/signed-in-preload.ts, deploy/nginx).
 */
import type { WordKey } from '../i18n/keys.js';

/** One word for all, or one for those who see every company's records (staff) and one for a member's own. */
export type ListTitleWords = WordKey | { everyCompany: WordKey; ownCompany: WordKey };

export const LIST_TITLES = {
  'my-permit-request': { everyCompany: 'app.permits.title', ownCompany: 'app.permits.myTitle' },
  'my-loads': { everyCompany: 'app.loads.title', ownCompany: 'app.loads.myTitle' },
  'my-vehicles': { everyCompany: 'app.vehicles.title', ownCompany: 'app.vehicles.myTitle' },
  companies: 'app.companies.title',
  applications: 'app.applications.title',
  'existing-member-list': 'app.members.title',
  contacts: 'app.contacts.title',
  invoices: { everyCompany: 'app.invoices.title', ownCompany: 'app.invoices.companyTitle' },
  'company-invoices': { everyCompany: 'app.invoices.title', ownCompany: 'app.invoices.companyTitle' },
  'card-operations': 'app.cardOperations.title',
  annual: { everyCompany: 'app.annual.title', ownCompany: 'app.annual.companyTitle' },
  'state-notes': 'app.stateNotes.title',
  'company-state-regulation': 'app.regulations.title',
  accounts: 'app.accounts.title',
  logs: 'app.logs.title',
  trash: 'app.trash.title',
  'site-settings/customer-manual': 'app.manual.title',
  'site-settings/holiday-closures': 'app.holidayClosures.title',
  'site-settings/state-regulations': 'app.siteRegulations.title',
  'site-settings/city-rates': 'app.cityRates.title',
  'site-settings/blog': 'app.blog.title',
  'site-settings/pages': 'app.sitePages.title',
  'site-settings/services': 'app.services.title',
} as const satisfies Record<string, ListTitleWords>;

/** The address of a list that has a title, as its section's name (`my-loads`, `site-settings/blog`). */
export type TitledList = keyof typeof LIST_TITLES;

export const TITLED_LISTS = Object.keys(LIST_TITLES) as TitledList[];

/** The titled list at `pathname` (`/my-loads`, `/site-settings/blog/`), if one is. */
export function titledListAt(pathname: string): TitledList | undefined {
  const name = pathname.replace(/\/+$/, '').slice(1);
  return Object.hasOwn(LIST_TITLES, name) ? (name as TitledList) : undefined;
}

/** A list's title as the person sees it: staff's, or a member's own. */
export function listTitleWord(words: ListTitleWords, seesEveryCompany: boolean): WordKey {
  if (typeof words !== 'object') return words;
  return seesEveryCompany ? words.everyCompany : words.ownCompany;
}
