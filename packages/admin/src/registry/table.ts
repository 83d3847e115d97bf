/**
 * Every section of the back office (docs/product.md), declared once, in menu order: its name (its route
 * and react-admin's resource), the API collection it reads, the catalogue area that names it and
 * its fields, its icon and menu group, how its list opens, its own record page. Everything else
 * that speaks of a section takes a `SectionName`: the access rule (access/can-access.ts, one line
 * each), the data provider, the exporter, the words react-admin reads, the menu, the screens
 * (sections/screens.ts, one entry each), the paths screens link to (`pathTo`). A misspelt section
 * is a compile error. Where a section's edit form has react-admin's title, the facts that title
 * needs (its collection, area and record's representation) are declared in registry/record-titles.ts
 * and spread into its line here: the shell's frame reads them before this table has loaded.
 *
 * No screen here, not even a lazy one: the access rule, the providers and the shared components
 * read these facts, and the screens import those in turn. A table that named the screens made one
 * circle of the whole app (issue 43); react-admin is given the screens by admin/AdminApp.tsx, from
 * sections/screens.ts, and a component asks the section it is drawn in (registry/data-hooks.ts).
 * The guard: eslint.config.js and sections/boundary.test.ts.
 */
import ApiIcon from '@mui/icons-material/Api';
import ArticleIcon from '@mui/icons-material/Article';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import BusinessIcon from '@mui/icons-material/Business';
import CalculateIcon from '@mui/icons-material/Calculate';
import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import InfoIcon from '@mui/icons-material/Info';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MailIcon from '@mui/icons-material/Mail';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import NotificationsIcon from '@mui/icons-material/Notifications';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import RvHookupIcon from '@mui/icons-material/RvHookup';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import StraightenIcon from '@mui/icons-material/Straighten';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TuneIcon from '@mui/icons-material/Tune';
import WebIcon from '@mui/icons-material/Web';
import type { Identifier } from 'react-admin';
import type { WordKey } from '../i18n/keys.js';
import { LIST_TITLES, TITLED_LISTS, type ListTitleWords, type TitledList } from './list-titles.js';
import { RECORD_TITLES } from './record-titles.js';
import { applicationsOpening } from './openings/applications.js';
import { companiesOpening } from './openings/companies.js';
import { loadsOpening } from './openings/loads.js';
import { permitRequestsOpening } from './openings/permit-requests.js';
import type { AreaName, CollectionName, SectionDeclaration, SectionFacts } from './declarations.js';
import { trashOpening } from './openings/trash.js';
import { vehiclesOpening } from './openings/vehicles.js';

export type { AreaName, CollectionName } from './declarations.js';

export const SECTIONS = {
  // The landing page and one permit request's (/overview/:id): pages of their own, not a resource's
  // screens.
  overview: {
    label: 'app.layout.overview',
    icon: DashboardIcon,
  },
  // A member's permit requests; for staff, every company's, to process.
  'my-permit-request': {
    ...RECORD_TITLES['my-permit-request'],
    icon: AssignmentIcon,
    listOpening: permitRequestsOpening,
  },
  // A member's loads; staff see every company's.
  'my-loads': {
    ...RECORD_TITLES['my-loads'],
    icon: LocalShippingIcon,
    listOpening: loadsOpening,
  },
  // A company's vehicle configurations, kept once and named by its loads; staff see every company's.
  'my-vehicles': {
    ...RECORD_TITLES['my-vehicles'],
    icon: RvHookupIcon,
    listOpening: vehiclesOpening,
  },
  // Member companies, managed by staff; a company's page, with its tabs, is /company/{id}.
  companies: {
    ...RECORD_TITLES.companies,
    page: 'company',
    icon: BusinessIcon,
    listOpening: companiesOpening,
  },
  // Membership applications, approved or rejected by staff.
  applications: {
    collection: 'applications',
    area: 'applications',
    icon: HowToRegIcon,
    listOpening: applicationsOpening,
    recordRepresentation: 'company_name',
  },
  // The members of every company.
  'existing-member-list': {
    ...RECORD_TITLES['existing-member-list'],
    icon: GroupsIcon,
  },
  // Messages from contact-us, answered by staff.
  contacts: {
    collection: 'contacts',
    area: 'contacts',
    icon: MailIcon,
    recordRepresentation: 'subject',
  },
  // Every invoice, for staff.
  invoices: {
    ...RECORD_TITLES.invoices,
    icon: ReceiptLongIcon,
  },
  // A member's company's invoices (the API scopes `invoices` to it).
  'company-invoices': {
    collection: 'invoices',
    area: 'invoices',
    label: 'app.invoices.companyMenu',
    icon: ReceiptLongIcon,
    recordRepresentation: 'number',
  },
  // Charges and refunds: staff see all and refund, a member sees their company's.
  'card-operations': {
    collection: 'card-operations',
    area: 'cardOperations',
    icon: CreditCardIcon,
  },
  // Annual permits: staff keep them, a member reads their company's.
  annual: {
    ...RECORD_TITLES.annual,
    icon: EventRepeatIcon,
  },
  // The city fee calculator, a page: react-router matches a name of two segments as it matches
  // one, so the menu's /permit-calculation/city opens it; the page posts to the calculation.
  'permit-calculation/city': {
    label: 'app.calculator.menu',
    icon: CalculateIcon,
  },
  // Agents' notes per state, each known by its state and how it starts.
  'state-notes': {
    ...RECORD_TITLES['state-notes'],
    icon: StickyNote2Icon,
  },
  // The states' regulations as a member reads them.
  'company-state-regulation': {
    collection: 'state-regulations',
    area: 'regulations',
    icon: GavelIcon,
    recordRepresentation: 'state_name',
  },
  // A member's own company profile, and their message to the service: pages.
  'company-info': {
    area: 'companyInfo',
    icon: BusinessCenterIcon,
  },
  'contact-us': {
    label: 'app.contactUs.menu',
    icon: ContactSupportIcon,
  },
  // Staff accounts, for admins only.
  accounts: {
    ...RECORD_TITLES.accounts,
    icon: BadgeIcon,
  },
  // The audit log, read only.
  logs: {
    collection: 'logs',
    area: 'logs',
    icon: HistoryIcon,
  },
  // The deleted records of every section, restored by staff, purged for good by an admin.
  trash: {
    collection: 'trash',
    area: 'trash',
    icon: RestoreFromTrashIcon,
    listOpening: trashOpening,
    recordRepresentation: 'label',
  },
  // The service's fees, invoice terms and notification addresses: a page.
  'main-settings': {
    area: 'mainSettings',
    icon: TuneIcon,
  },
  // The statistics pages, charts included: the service's and the agents' (staff), a member's
  // own company's.
  statistic: {
    label: 'app.statistics.service.menu',
    icon: BarChartIcon,
  },
  'agent-statistics': {
    label: 'app.statistics.agents.menu',
    icon: SupportAgentIcon,
  },
  'company-statistic': {
    label: 'app.statistics.company.menu',
    icon: QueryStatsIcon,
  },
  // The public website, kept by staff: its general data and home page (single records), the
  // customer manual's documents, the days each state closes to oversize traffic, each state's
  // limits (which the permit sections and members read too), the blog, the pages (about us,
  // terms…) and the services it offers, in the order it lists them.
  'site-settings/general': {
    area: 'siteGeneral',
    icon: InfoIcon,
    group: 'website',
  },
  'site-settings/main-settings': {
    area: 'siteHome',
    icon: HomeIcon,
    group: 'website',
  },
  'site-settings/customer-manual': {
    collection: 'manual-documents',
    area: 'manual',
    icon: MenuBookIcon,
    group: 'website',
    recordRepresentation: 'title',
  },
  'site-settings/holiday-closures': {
    collection: 'holiday-closures',
    area: 'holidayClosures',
    icon: EventBusyIcon,
    group: 'website',
    recordRepresentation: 'name',
  },
  'site-settings/state-regulations': {
    collection: 'state-regulations',
    area: 'siteRegulations',
    icon: StraightenIcon,
    group: 'website',
    recordRepresentation: 'state_name',
  },
  // What each city charges, as the fee calculator reads it.
  'site-settings/city-rates': {
    ...RECORD_TITLES['site-settings/city-rates'],
    icon: PriceChangeIcon,
    group: 'website',
  },
  'site-settings/blog': {
    collection: 'blog-posts',
    area: 'blog',
    icon: ArticleIcon,
    group: 'website',
    recordRepresentation: 'title',
  },
  'site-settings/pages': {
    collection: 'pages',
    area: 'sitePages',
    icon: WebIcon,
    group: 'website',
    recordRepresentation: 'title',
  },
  'site-settings/services': {
    collection: 'services',
    area: 'services',
    icon: DesignServicesIcon,
    group: 'website',
    recordRepresentation: 'name',
  },
  // The API reference for staff: the viewer and the contract load with the page only.
  docApi: {
    label: 'app.docApi.menu',
    icon: ApiIcon,
  },
  // Diagnostics for support staff.
  test: {
    label: 'app.diagnostics.menu',
    icon: NetworkCheckIcon,
  },
  // What the person was told (the app bar's bell shows the latest).
  notifications: {
    label: 'app.notifications.menu',
    icon: NotificationsIcon,
  },
  // One's own profile and password.
  settings: {
    label: 'app.settings.menu',
    icon: ManageAccountsIcon,
  },
} as const satisfies Record<string, SectionDeclaration>;

export type SectionName = keyof typeof SECTIONS;

export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[];

export const isSectionName = (name: string): name is SectionName => Object.hasOwn(SECTIONS, name);

const declared = (section: SectionName): SectionDeclaration => SECTIONS[section];

/** Its name in the menu: its own label, else its catalogue area's. */
function labelOf(section: SectionName): WordKey {
  const declaration = declared(section);
  if (declaration.area === undefined) return declaration.label;
  return declaration.label ?? `app.${declaration.area}.menu`;
}

/** A section as the menu and the screens' tables read it: its declaration, named, with its menu label. */
export type Section = SectionFacts & { name: SectionName; area?: AreaName; label: WordKey };

// Every titled list is a section's: a name that is not one is a compile error here.
const TITLED_SECTIONS: readonly SectionName[] = TITLED_LISTS;

/** Its list's title, if the app bar draws one (registry/list-titles.ts). */
const listTitleDeclared = (section: SectionName): ListTitleWords | undefined =>
  TITLED_SECTIONS.includes(section) ? LIST_TITLES[section as TitledList] : undefined;

/** Every section, in menu order. */
export const sections: readonly Section[] = SECTION_NAMES.map((name) => ({
  ...declared(name),
  name,
  label: labelOf(name),
  listTitle: listTitleDeclared(name),
}));

/** Where the catalogue names a section and its fields, if it does. */
export const areaOf = (section: SectionName): AreaName | undefined => declared(section).area;

/** The collection a section reads, if it reads one. */
export const collectionOf = (section: SectionName): CollectionName | undefined => declared(section).collection;

/** The first segment of a section's record pages (`company` for `/company/:id`). */
export const pageOf = (section: SectionName): string => declared(section).page ?? section;

/**
 * Where a section's screen is: its list; with `id`, a record's edit form, its show screen, or its
 * own page (`page`: `/overview/:id` shows a permit request, `/company/:id` a company with its tabs).
 * Ids are encoded: a record id never adds a path segment.
 */
export function pathTo(section: SectionName, id?: Identifier, screen: 'edit' | 'show' | 'page' = 'edit'): string {
  if (id === undefined) return `/${section}`;
  const encoded = encodeURIComponent(String(id));
  if (screen === 'page') return `/${pageOf(section)}/${encoded}`;
  return screen === 'show' ? `/${section}/${encoded}/show` : `/${section}/${encoded}`;
}

/** The creation form of a section. */
export const createPathOf = (section: SectionName): string => `/${section}/create`;

/** A section's list filtered as `filter` says: `/my-loads?filter={"on_road":true}`. */
export const filteredPathTo = (section: SectionName, filter: Record<string, unknown>): string =>
  `/${section}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
