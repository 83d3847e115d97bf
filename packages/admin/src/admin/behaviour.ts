/**
 * How react-admin's components behave in the back office unless a screen says otherwise, in one
 * typed place: each entry is the defaults of one component, by react-admin's name for it, checked
 * against that component's props. The theme hands them to react-admin (which reads a component's
 * defaults from the theme); a screen reads them here by name, and overrides one by passing the prop.
 * The theme itself holds looks only.
 */
import { createElement, lazy, Suspense } from 'react';
import { DATE_LOCALE, DATE_OPTIONS } from '../format/date-options.js';
import type {
  CreateProps,
  DataTableProps,
  DateFieldProps,
  EditProps,
  Exporter,
  ListProps,
  NumberFieldProps,
  RaRecord,
  SimpleFormProps,
} from 'react-admin';

/**
 * Every list's Export writes through our CSV writer, which defuses formulas; react-admin's own
 * default would not. Loaded when used: the sign-in pages share the theme, and they export nothing.
 */
const lazyListExporter: Exporter<RaRecord> = (records, fetchRelated, dataProvider, resource) =>
  import('../export/csv.js').then(({ listExporter }) => listExporter(records, fetchRelated, dataProvider, resource));

/** Every list's bulk toolbar, loaded with the first selection (the sign-in pages share the theme). */
const LazySectionBulkActions = lazy(() => import('../components/bulk/SectionBulkActions.js'));

export const behaviour = {
  // Every edit waits for the server (a 422 keeps what was typed) and returns to the list.
  RaEdit: { mutationMode: 'pessimistic', redirect: 'list' } satisfies Partial<EditProps>,
  RaCreate: { redirect: 'list' } satisfies Partial<CreateProps>,
  // Leaving a form with unsaved changes asks first (admin/navigation-blocker.ts).
  RaSimpleForm: { warnWhenUnsavedChanges: true } satisfies Partial<SimpleFormProps>,
  // Rows are selected and acted on together (export, delete, a section's own actions); a row's
  // click still opens it.
  RaDataTable: {
    bulkActionButtons: createElement(Suspense, { fallback: null }, createElement(LazySectionBulkActions)),
  } satisfies Partial<DataTableProps>,
  // A list states an exporter only to choose its columns. Its screen's gate (sections/gate.tsx) has
  // asked the access rule before the list is drawn: the list's own wait for react-admin's access
  // check drew a loading page in its place for a moment, after the gate had released the app bar's
  // buttons, which then came before the list (seen in clean-clone runs). The list is drawn at once,
  // its records on their way; react-admin still reads none before its check has answered.
  RaList: { exporter: lazyListExporter, authLoading: false } satisfies Partial<ListProps>,
  // Dates and amounts as people in the United States read them, whatever the browser says; a date
  // as every screen writes it (format/date-options.ts).
  RaDateField: { locales: DATE_LOCALE, options: DATE_OPTIONS } satisfies Partial<DateFieldProps>,
  RaNumberField: { locales: 'en-US' } satisfies Partial<NumberFieldProps>,
} as const;

export type BehaviourName = keyof typeof behaviour;
