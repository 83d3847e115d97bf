/**
 * Every section of the back office (product.md), declared once, in menu order: its name (its route
 * and react-admin's resource), the API collection it reads, the catalogue area that names it and
 * its fields, its icon and menu group, its screens and its own pages. Everything else that speaks
 * of a section takes a `SectionName`: the access rule (access/can-access.ts, one line each), the
 * data provider, the exporter, the words react-admin reads, the menu, the paths screens link to
 * (`pathTo`). A misspelt section is a compile error.
 *
 * Light although it names every screen: screens are lazy (each a chunk loaded with its section),
 * so the rule and the providers read this table before any section's code has loaded.
 */
import ApiIcon from '@mui/icons-material/Api';
import ArticleIcon from '@mui/icons-material/Article';
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
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import StraightenIcon from '@mui/icons-material/Straighten';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TuneIcon from '@mui/icons-material/Tune';
import WebIcon from '@mui/icons-material/Web';
import type { Identifier } from 'react-admin';
import type { WordKey } from '../i18n/keys.js';
import { applicationsOpening } from './applications/opening.js';
import { companiesOpening } from './companies/opening.js';
import { loadsOpening } from './loads/opening.js';
// The one screen drawn without a chunk of its own, the landing page. It links to sections, so it
// imports this table in turn: what the table holds is the function, declared (hoisted), not called.
import { OverviewPage } from './overview/OverviewPage.js';
import { permitRequestsOpening } from './permit-requests/opening.js';
import {
  lazyScreen,
  screensIn,
  type AreaName,
  type CollectionName,
  type Section,
  type SectionDeclaration,
} from './registry.js';
import { trashOpening } from './trash/opening.js';

export type { AreaName, CollectionName, Section } from './registry.js';

// The modules that hold several screens of a section (a form module's Create and Edit).
const annualForm = screensIn(() => import('./annual/AnnualPermitForm.js'));
const blogForm = screensIn(() => import('./site-blog/BlogPostForm.js'));
const cardOperationScreens = screensIn(() => import('./card-operations/CardOperationScreens.js'));
const contactScreens = screensIn(() => import('./contacts/ContactScreens.js'));
const holidayClosureForm = screensIn(() => import('./site-holiday-closures/HolidayClosureForm.js'));
const invoiceForm = screensIn(() => import('./invoices/InvoiceForm.js'));
const invoiceLists = screensIn(() => import('./invoices/InvoiceList.js'));
const loadForm = screensIn(() => import('./loads/LoadForm.js'));
const manualForm = screensIn(() => import('./site-manual/ManualDocumentForm.js'));
const memberScreens = screensIn(() => import('./members/MemberScreens.js'));
const pageForm = screensIn(() => import('./site-pages/PageForm.js'));
const permitRequestForm = screensIn(() => import('./permit-requests/PermitRequestForm.js'));
const serviceForm = screensIn(() => import('./site-services/ServiceForm.js'));
const stateNoteScreens = screensIn(() => import('./state-notes/StateNoteScreens.js'));
const stateRegulationForm = screensIn(() => import('./site-state-regulations/StateRegulationForm.js'));

export const SECTIONS = {
  // The landing page (in react-admin's own chunk: it is the first screen) and one permit request:
  // pages of their own rather than a resource's screens.
  overview: {
    label: 'app.layout.overview',
    icon: DashboardIcon,
    routes: [
      { path: '/overview', draw: OverviewPage },
      {
        path: '/overview/:id',
        draw: screensIn(() => import('./overview/PermitRequestOverview.js'))('PermitRequestOverview'),
        screen: 'show',
      },
    ],
  },
  // A member's permit requests; for staff, every company's, to process.
  'my-permit-request': {
    collection: 'permit-requests',
    area: 'permits',
    icon: AssignmentIcon,
    list: lazyScreen(() => import('./permit-requests/PermitRequestList.js')),
    listOpening: permitRequestsOpening,
    create: permitRequestForm('PermitRequestCreate'),
    edit: permitRequestForm('PermitRequestEdit'),
    recordRepresentation: 'number',
  },
  // A member's loads; staff see every company's.
  'my-loads': {
    collection: 'loads',
    area: 'loads',
    icon: LocalShippingIcon,
    list: lazyScreen(() => import('./loads/LoadList.js')),
    listOpening: loadsOpening,
    create: loadForm('LoadCreate'),
    edit: loadForm('LoadEdit'),
    recordRepresentation: 'description',
  },
  // Member companies, managed by staff; a company's page, with its tabs, is /company/{id}.
  companies: {
    collection: 'companies',
    area: 'companies',
    page: 'company',
    icon: BusinessIcon,
    list: lazyScreen(() => import('./companies/CompanyList.js')),
    listOpening: companiesOpening,
    create: lazyScreen(() => import('./companies/CompanyCreate.js')),
    edit: lazyScreen(() => import('./companies/CompanyEdit.js')),
    recordRepresentation: 'name',
    routes: [
      {
        path: '/company/:id/*',
        draw: screensIn(() => import('../layouts/company/CompanyLayout.js'))('CompanyLayout'),
        screen: 'show',
      },
    ],
  },
  // Membership applications, approved or rejected by staff.
  applications: {
    collection: 'applications',
    area: 'applications',
    icon: HowToRegIcon,
    list: lazyScreen(() => import('./applications/ApplicationList.js')),
    listOpening: applicationsOpening,
    recordRepresentation: 'company_name',
  },
  // The members of every company.
  'existing-member-list': {
    collection: 'members',
    area: 'members',
    icon: GroupsIcon,
    list: memberScreens('MemberList'),
    create: memberScreens('MemberCreate'),
    edit: memberScreens('MemberEdit'),
    recordRepresentation: 'name',
  },
  // Messages from contact-us, answered by staff.
  contacts: {
    collection: 'contacts',
    area: 'contacts',
    icon: MailIcon,
    list: contactScreens('ContactList'),
    show: contactScreens('ContactShow'),
    recordRepresentation: 'subject',
  },
  // Every invoice, for staff.
  invoices: {
    collection: 'invoices',
    area: 'invoices',
    icon: ReceiptLongIcon,
    list: invoiceLists('StaffInvoiceList'),
    create: invoiceForm('InvoiceCreate'),
    edit: invoiceForm('InvoiceEdit'),
    recordRepresentation: 'number',
  },
  // A member's company's invoices (the API scopes `invoices` to it).
  'company-invoices': {
    collection: 'invoices',
    area: 'invoices',
    label: 'app.invoices.companyMenu',
    icon: ReceiptLongIcon,
    list: invoiceLists('CompanyInvoiceList'),
    recordRepresentation: 'number',
  },
  // Charges and refunds: staff see all and refund, a member sees their company's.
  'card-operations': {
    collection: 'card-operations',
    area: 'cardOperations',
    icon: CreditCardIcon,
    list: cardOperationScreens('CardOperationList'),
    create: cardOperationScreens('CardOperationCreate'),
  },
  // Annual permits: staff keep them, a member reads their company's.
  annual: {
    collection: 'annual-permits',
    area: 'annual',
    icon: EventRepeatIcon,
    list: lazyScreen(() => import('./annual/AnnualPermitList.js')),
    create: annualForm('AnnualPermitCreate'),
    edit: annualForm('AnnualPermitEdit'),
    recordRepresentation: 'permit_number',
  },
  // The city fee calculator, a page: react-router matches a name of two segments as it matches
  // one, so the menu's /permit-calculation/city opens it; the page posts to the calculation.
  'permit-calculation/city': {
    label: 'app.calculator.menu',
    icon: CalculateIcon,
    list: lazyScreen(() => import('./permit-calculation/CityFeeCalculator.js')),
  },
  // Agents' notes per state, each known by its state and how it starts.
  'state-notes': {
    collection: 'state-notes',
    area: 'stateNotes',
    icon: StickyNote2Icon,
    list: stateNoteScreens('StateNoteList'),
    create: stateNoteScreens('StateNoteCreate'),
    edit: stateNoteScreens('StateNoteEdit'),
    recordRepresentation: (record) => `${String(record.state)}: ${String(record.body).slice(0, 40)}`,
  },
  // The states' regulations as a member reads them.
  'company-state-regulation': {
    collection: 'state-regulations',
    area: 'regulations',
    icon: GavelIcon,
    list: lazyScreen(() => import('./company-state-regulation/RegulationList.js')),
    show: lazyScreen(() => import('./company-state-regulation/RegulationShow.js')),
    recordRepresentation: 'state_name',
  },
  // A member's own company profile, and their message to the service: pages.
  'company-info': {
    area: 'companyInfo',
    icon: BusinessCenterIcon,
    list: lazyScreen(() => import('./company-info/CompanyInfoPage.js')),
  },
  'contact-us': {
    label: 'app.contactUs.menu',
    icon: ContactSupportIcon,
    list: lazyScreen(() => import('./contact-us/ContactUsPage.js')),
  },
  // Staff accounts, for admins only.
  accounts: {
    collection: 'accounts',
    area: 'accounts',
    icon: BadgeIcon,
    list: lazyScreen(() => import('./accounts/AccountList.js')),
    create: lazyScreen(() => import('./accounts/AccountCreate.js')),
    edit: lazyScreen(() => import('./accounts/AccountEdit.js')),
    recordRepresentation: 'name',
  },
  // The audit log, read only.
  logs: {
    collection: 'logs',
    area: 'logs',
    icon: HistoryIcon,
    list: lazyScreen(() => import('./logs/LogList.js')),
  },
  // The deleted records of every section, restored by staff, purged for good by an admin.
  trash: {
    collection: 'trash',
    area: 'trash',
    icon: RestoreFromTrashIcon,
    list: lazyScreen(() => import('./trash/TrashList.js')),
    listOpening: trashOpening,
    recordRepresentation: 'label',
  },
  // The service's fees, invoice terms and notification addresses: a page.
  'main-settings': {
    area: 'mainSettings',
    icon: TuneIcon,
    list: lazyScreen(() => import('./main-settings/MainSettingsPage.js')),
  },
  // The statistics pages, charts included: the service's and the agents' (staff), a member's
  // own company's.
  statistic: {
    label: 'app.statistics.service.menu',
    icon: BarChartIcon,
    list: lazyScreen(() => import('./statistics/ServiceStatisticsPage.js')),
  },
  'agent-statistics': {
    label: 'app.statistics.agents.menu',
    icon: SupportAgentIcon,
    list: lazyScreen(() => import('./statistics/AgentStatisticsPage.js')),
  },
  'company-statistic': {
    label: 'app.statistics.company.menu',
    icon: QueryStatsIcon,
    list: lazyScreen(() => import('./statistics/CompanyStatisticsPage.js')),
  },
  // The public website, kept by staff: its general data and home page (single records), the
  // customer manual's documents, the days each state closes to oversize traffic, each state's
  // limits (which the permit sections and members read too), the blog, the pages (about us,
  // terms…) and the services it offers, in the order it lists them.
  'site-settings/general': {
    area: 'siteGeneral',
    icon: InfoIcon,
    group: 'website',
    list: lazyScreen(() => import('./site-settings/SiteGeneralPage.js')),
  },
  'site-settings/main-settings': {
    area: 'siteHome',
    icon: HomeIcon,
    group: 'website',
    list: lazyScreen(() => import('./site-settings/SiteHomePage.js')),
  },
  'site-settings/customer-manual': {
    collection: 'manual-documents',
    area: 'manual',
    icon: MenuBookIcon,
    group: 'website',
    list: lazyScreen(() => import('./site-manual/ManualDocumentList.js')),
    create: manualForm('ManualDocumentCreate'),
    edit: manualForm('ManualDocumentEdit'),
    recordRepresentation: 'title',
  },
  'site-settings/holiday-closures': {
    collection: 'holiday-closures',
    area: 'holidayClosures',
    icon: EventBusyIcon,
    group: 'website',
    list: lazyScreen(() => import('./site-holiday-closures/HolidayClosureList.js')),
    create: holidayClosureForm('HolidayClosureCreate'),
    edit: holidayClosureForm('HolidayClosureEdit'),
    recordRepresentation: 'name',
  },
  'site-settings/state-regulations': {
    collection: 'state-regulations',
    area: 'siteRegulations',
    icon: StraightenIcon,
    group: 'website',
    list: lazyScreen(() => import('./site-state-regulations/StateRegulationList.js')),
    create: stateRegulationForm('StateRegulationCreate'),
    edit: stateRegulationForm('StateRegulationEdit'),
    recordRepresentation: 'state_name',
  },
  'site-settings/blog': {
    collection: 'blog-posts',
    area: 'blog',
    icon: ArticleIcon,
    group: 'website',
    list: lazyScreen(() => import('./site-blog/BlogPostList.js')),
    create: blogForm('BlogPostCreate'),
    edit: blogForm('BlogPostEdit'),
    recordRepresentation: 'title',
  },
  'site-settings/pages': {
    collection: 'pages',
    area: 'sitePages',
    icon: WebIcon,
    group: 'website',
    list: lazyScreen(() => import('./site-pages/PageList.js')),
    create: pageForm('PageCreate'),
    edit: pageForm('PageEdit'),
    recordRepresentation: 'title',
  },
  'site-settings/services': {
    collection: 'services',
    area: 'services',
    icon: DesignServicesIcon,
    group: 'website',
    list: lazyScreen(() => import('./site-services/ServiceList.js')),
    create: serviceForm('ServiceCreate'),
    edit: serviceForm('ServiceEdit'),
    recordRepresentation: 'name',
  },
  // The API reference for staff: the viewer and the contract load with the page only.
  docApi: {
    label: 'app.docApi.menu',
    icon: ApiIcon,
    list: lazyScreen(() => import('./doc-api/DocApiPage.js')),
  },
  // Diagnostics for support staff.
  test: {
    label: 'app.diagnostics.menu',
    icon: NetworkCheckIcon,
    list: lazyScreen(() => import('./diagnostics/DiagnosticsPage.js')),
  },
  // What the person was told (the app bar's bell shows the latest).
  notifications: {
    label: 'app.notifications.menu',
    icon: NotificationsIcon,
    list: lazyScreen(() => import('./notifications/NotificationsPage.js')),
  },
  // One's own profile and password.
  settings: {
    label: 'app.settings.menu',
    icon: ManageAccountsIcon,
    list: lazyScreen(() => import('./settings/SettingsPage.js')),
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

/** Every section, in menu order. */
export const sections: readonly Section[] = SECTION_NAMES.map((name) => ({
  ...declared(name),
  name,
  label: labelOf(name),
}));

/** Where the catalogue names a section and its fields, if it does. */
export const areaOf = (section: SectionName): AreaName | undefined => declared(section).area;

/** The collection a section reads, if it reads one. */
export const collectionOf = (section: SectionName): CollectionName | undefined => declared(section).collection;

/** How a section's list opens before the person has chosen anything, if it says (registry.ts). */
export const listOpeningOf = (section: SectionName) => declared(section).listOpening;

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
