/**
 * What each section draws: react-admin's screens (its list, creation, edit and show screens) and
 * its pages that are not a resource's screens, one entry per section of the table
 * (registry/table.ts). A section added to the table without its entry here, or an entry for no
 * section, does not compile.
 *
 * Screens are lazy: each a chunk loaded with its section. Only admin/AdminApp.tsx (which gives
 * them to react-admin) and the early start of a screen (sections/preload.ts) read this table: the
 * screens import the components, the access rule and the facts of the sections, so anything of
 * theirs that imported this table would put the whole app in one circle (issue 43). ESLint and
 * sections/boundary.test.ts keep it so.
 */
// The one screen drawn without a chunk of its own, the landing page: the first screen, it comes
// in react-admin's own chunk.
import { OverviewHeld, OverviewPage } from './overview/OverviewPage.js';
import { lazyScreen, screensIn, type SectionScreens } from '../registry/declarations.js';
import { sections, type Section, type SectionName } from '../registry/table.js';

// The modules that hold several screens of a section (a form module's Create and Edit).
const annualForm = screensIn(() => import('./annual/AnnualPermitForm.js'));
const blogForm = screensIn(() => import('./site-blog/BlogPostForm.js'));
const cardOperationScreens = screensIn(() => import('./card-operations/CardOperationScreens.js'));
const contactScreens = screensIn(() => import('./contacts/ContactScreens.js'));
const holidayClosureForm = screensIn(() => import('./site-holiday-closures/HolidayClosureForm.js'));
const invoiceForm = screensIn(() => import('./invoices/InvoiceForm.js'));
const invoiceLists = screensIn(() => import('./invoices/InvoiceList.js'));
const loadForm = screensIn(() => import('./loads/LoadForm.js'));
const vehicleForm = screensIn(() => import('./vehicles/VehicleForm.js'));
const manualForm = screensIn(() => import('./site-manual/ManualDocumentForm.js'));
const memberScreens = screensIn(() => import('./members/MemberScreens.js'));
const pageForm = screensIn(() => import('./site-pages/PageForm.js'));
const permitRequestForm = screensIn(() => import('./permit-requests/PermitRequestForm.js'));
const serviceForm = screensIn(() => import('./site-services/ServiceForm.js'));
const stateNoteScreens = screensIn(() => import('./state-notes/StateNoteScreens.js'));
const cityRateScreens = screensIn(() => import('./site-city-rates/CityRateScreens.js'));
const stateRegulationForm = screensIn(() => import('./site-state-regulations/StateRegulationForm.js'));

export const SCREENS = {
  overview: {
    routes: [
      { path: '/overview', draw: OverviewPage, whileHeld: OverviewHeld },
      {
        path: '/overview/:id',
        draw: screensIn(() => import('./overview/PermitRequestOverview.js'))('PermitRequestOverview'),
        screen: 'show',
      },
    ],
  },
  'my-permit-request': {
    list: lazyScreen(() => import('./permit-requests/PermitRequestList.js')),
    create: permitRequestForm('PermitRequestCreate'),
    edit: permitRequestForm('PermitRequestEdit'),
  },
  'my-loads': {
    list: lazyScreen(() => import('./loads/LoadList.js')),
    create: loadForm('LoadCreate'),
    edit: loadForm('LoadEdit'),
  },
  'my-vehicles': {
    list: lazyScreen(() => import('./vehicles/VehicleList.js')),
    create: vehicleForm('VehicleCreate'),
    edit: vehicleForm('VehicleEdit'),
  },
  companies: {
    list: lazyScreen(() => import('./companies/CompanyList.js')),
    create: lazyScreen(() => import('./companies/CompanyCreate.js')),
    edit: lazyScreen(() => import('./companies/CompanyEdit.js')),
    routes: [
      {
        path: '/company/:id/*',
        draw: screensIn(() => import('../layouts/company/CompanyLayout.js'))('CompanyLayout'),
        screen: 'show',
      },
    ],
  },
  applications: {
    list: lazyScreen(() => import('./applications/ApplicationList.js')),
  },
  'existing-member-list': {
    list: memberScreens('MemberList'),
    create: memberScreens('MemberCreate'),
    edit: memberScreens('MemberEdit'),
  },
  contacts: {
    list: contactScreens('ContactList'),
    show: contactScreens('ContactShow'),
  },
  invoices: {
    list: invoiceLists('StaffInvoiceList'),
    create: invoiceForm('InvoiceCreate'),
    edit: invoiceForm('InvoiceEdit'),
  },
  'company-invoices': {
    list: invoiceLists('CompanyInvoiceList'),
  },
  'card-operations': {
    list: cardOperationScreens('CardOperationList'),
    create: cardOperationScreens('CardOperationCreate'),
  },
  annual: {
    list: lazyScreen(() => import('./annual/AnnualPermitList.js')),
    create: annualForm('AnnualPermitCreate'),
    edit: annualForm('AnnualPermitEdit'),
  },
  'permit-calculation/city': {
    list: lazyScreen(() => import('./permit-calculation/CityFeeCalculator.js')),
  },
  'state-notes': {
    list: stateNoteScreens('StateNoteList'),
    create: stateNoteScreens('StateNoteCreate'),
    edit: stateNoteScreens('StateNoteEdit'),
  },
  'company-state-regulation': {
    list: lazyScreen(() => import('./company-state-regulation/RegulationList.js')),
    show: lazyScreen(() => import('./company-state-regulation/RegulationShow.js')),
  },
  'company-info': {
    list: lazyScreen(() => import('./company-info/CompanyInfoPage.js')),
  },
  'contact-us': {
    list: lazyScreen(() => import('./contact-us/ContactUsPage.js')),
  },
  accounts: {
    list: lazyScreen(() => import('./accounts/AccountList.js')),
    create: lazyScreen(() => import('./accounts/AccountCreate.js')),
    edit: lazyScreen(() => import('./accounts/AccountEdit.js')),
  },
  logs: {
    list: lazyScreen(() => import('./logs/LogList.js')),
  },
  trash: {
    list: lazyScreen(() => import('./trash/TrashList.js')),
  },
  'main-settings': {
    list: lazyScreen(() => import('./main-settings/MainSettingsPage.js')),
  },
  statistic: {
    list: lazyScreen(() => import('./statistics/ServiceStatisticsPage.js')),
  },
  'agent-statistics': {
    list: lazyScreen(() => import('./statistics/AgentStatisticsPage.js')),
  },
  'company-statistic': {
    list: lazyScreen(() => import('./statistics/CompanyStatisticsPage.js')),
  },
  'site-settings/general': {
    list: lazyScreen(() => import('./site-settings/SiteGeneralPage.js')),
  },
  'site-settings/main-settings': {
    list: lazyScreen(() => import('./site-settings/SiteHomePage.js')),
  },
  'site-settings/customer-manual': {
    list: lazyScreen(() => import('./site-manual/ManualDocumentList.js')),
    create: manualForm('ManualDocumentCreate'),
    edit: manualForm('ManualDocumentEdit'),
  },
  'site-settings/holiday-closures': {
    list: lazyScreen(() => import('./site-holiday-closures/HolidayClosureList.js')),
    create: holidayClosureForm('HolidayClosureCreate'),
    edit: holidayClosureForm('HolidayClosureEdit'),
  },
  'site-settings/state-regulations': {
    list: lazyScreen(() => import('./site-state-regulations/StateRegulationList.js')),
    create: stateRegulationForm('StateRegulationCreate'),
    edit: stateRegulationForm('StateRegulationEdit'),
  },
  'site-settings/city-rates': {
    list: cityRateScreens('CityRateList'),
    create: cityRateScreens('CityRateCreate'),
    edit: cityRateScreens('CityRateEdit'),
  },
  'site-settings/blog': {
    list: lazyScreen(() => import('./site-blog/BlogPostList.js')),
    create: blogForm('BlogPostCreate'),
    edit: blogForm('BlogPostEdit'),
  },
  'site-settings/pages': {
    list: lazyScreen(() => import('./site-pages/PageList.js')),
    create: pageForm('PageCreate'),
    edit: pageForm('PageEdit'),
  },
  'site-settings/services': {
    list: lazyScreen(() => import('./site-services/ServiceList.js')),
    create: serviceForm('ServiceCreate'),
    edit: serviceForm('ServiceEdit'),
  },
  docApi: {
    list: lazyScreen(() => import('./doc-api/DocApiPage.js')),
  },
  test: {
    list: lazyScreen(() => import('./diagnostics/DiagnosticsPage.js')),
  },
  notifications: {
    list: lazyScreen(() => import('./notifications/NotificationsPage.js')),
  },
  settings: {
    list: lazyScreen(() => import('./settings/SettingsPage.js')),
  },
} satisfies Record<SectionName, SectionScreens>;

/** A section with what it draws, as react-admin and the early start of a screen are given it. */
export type SectionWithScreens = Section & SectionScreens;

/** Every section with its screens, in menu order. */
export const sectionsWithScreens: readonly SectionWithScreens[] = sections.map((section) => ({
  ...section,
  ...SCREENS[section.name],
}));
