/**
 * /trash: what was deleted, from every section, the latest deletion first: what it was, from where,
 * who deleted it and when, when it is purged for good, and how many linked records went with it
 * (a company's members, loads, invoices…). Staff restore an entry, or the selected ones, with its
 * id and its links; an admin purges one for good, after a confirmation of its own that says it
 * cannot be undone. Members have no trash (the access rule).
 */
import type { components } from '@permit-office/sdk';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  DataTable,
  DateField,
  List,
  SelectInput,
  type SelectInputProps,
  useDataProvider,
  useListContext,
  useRecordContext,
  useRedirect,
  useRefresh,
} from 'react-admin';
import { useCan } from '../../access/use-can.js';
import { DateTimeField } from '../../components/DateTimeField.js';
import { BulkActionButton } from '../../components/bulk/BulkAction.js';
import { ListActions } from '../../components/ListActions.js';
import { ListPagination } from '../../components/ListPagination.js';
import { ListError } from '../../components/ListStates.js';
import { column, RecordTable, usePhone } from '../../components/RecordTable.js';
import { choicesOf } from '../../format/choices.js';
import { formatDate, formatInteger } from '../../format/format.js';
import { useWords, type WordKey } from '../../i18n/words.js';
import { notify } from '../../overlays/notifications/store.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { useNotifyFailure } from '../../providers/failures.js';
import { trashOpening } from '../../registry/openings/trash.js';
import { recordPageOf } from './record-page.js';
import { FilterSubmit } from '../../components/filters.js';

type TrashEntry = components['schemas']['TrashEntry'];
type TrashCollection = components['schemas']['TrashCollection'];

/** Where a record was deleted from, named as a record's history names it; the select translates them. */
const collectionChoices = choicesOf({
  companies: 'app.history.collections.companies',
  applications: 'app.history.collections.applications',
  members: 'app.history.collections.members',
  accounts: 'app.history.collections.accounts',
  contacts: 'app.history.collections.contacts',
  invoices: 'app.history.collections.invoices',
  loads: 'app.history.collections.loads',
  vehicles: 'app.history.collections.vehicles',
  'permit-requests': 'app.history.collections.permit-requests',
  'annual-permits': 'app.history.collections.annual-permits',
  'city-rates': 'app.history.collections.city-rates',
  'state-regulations': 'app.history.collections.state-regulations',
  'holiday-closures': 'app.history.collections.holiday-closures',
  'state-notes': 'app.history.collections.state-notes',
  'blog-posts': 'app.history.collections.blog-posts',
  pages: 'app.history.collections.pages',
  services: 'app.history.collections.services',
  'manual-documents': 'app.history.collections.manual-documents',
} satisfies Record<TrashCollection, WordKey>);

/** The trash's one filter, with the filter form's submit (components/filters.tsx). */
function CollectionFilter(props: SelectInputProps) {
  return (
    <>
      <SelectInput {...props} />
      <FilterSubmit label="app.lists.applyFilters" />
    </>
  );
}

const filters = [<CollectionFilter key="collection" source="collection" choices={collectionChoices} alwaysOn />];

/** Who deleted it: their name as it was then, or the service itself. */
function DeletedBy() {
  const t = useWords();
  const entry = useRecordContext<TrashEntry>();
  if (!entry) return null;
  return <>{entry.deleted_by?.name ?? t('app.trash.byTheService')}</>;
}

function CollectionChip() {
  const t = useWords();
  const entry = useRecordContext<TrashEntry>();
  if (!entry) return null;
  return <Chip size="small" variant="outlined" label={t(`app.history.collections.${entry.collection}`)} />;
}

/**
 * Restores an entry: the record is back with its id and its links, the page's data is read again,
 * and the notification names it, with a link to it where a screen shows it.
 */
function useRestore(): (entry: TrashEntry) => Promise<boolean> {
  const t = useWords();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const redirect = useRedirect();
  return async (entry) => {
    try {
      await dataProvider.restoreTrashEntry(entry);
    } catch (error) {
      notifyFailure(error);
      return false;
    }
    refresh();
    const page = recordPageOf(entry.collection, entry.record_id);
    notify(
      'success',
      t('app.trash.restored', entry.label),
      undefined,
      page ? { label: 'app.trash.open', href: page, run: () => redirect(page) } : undefined,
    );
    return true;
  };
}

/** Purging for good asks first, in words of its own: it cannot be undone. */
function PurgeDialog({
  entry,
  busy,
  onCancel,
  onPurge,
}: {
  entry: TrashEntry;
  busy: boolean;
  onCancel: () => void;
  onPurge: () => void;
}) {
  const t = useWords();
  const titleId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('app.trash.purgeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {entry.dependents > 0
            ? t('app.trash.purgeTextLinked', entry.label, formatInteger(entry.dependents))
            : t('app.trash.purgeText', entry.label)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('app.trash.purgeCancel')}
        </Button>
        <Button onClick={onPurge} color="error" variant="contained" disabled={busy}>
          {t('app.trash.purgeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** An entry's own buttons: Restore, and Purge for an admin. */
function EntryActions() {
  const t = useWords();
  const entry = useRecordContext<TrashEntry>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const restore = useRestore();
  const mayPurge = useCan('delete', 'trash');
  const [busy, setBusy] = useState(false);
  const [purging, setPurging] = useState(false);
  if (!entry) return null;
  const purge = async () => {
    setBusy(true);
    try {
      await dataProvider.purgeTrashEntry(entry);
      setPurging(false);
      notify('success', t('app.trash.purged', entry.label));
      refresh();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<RestoreFromTrashIcon />}
        disabled={busy}
        aria-label={t('app.trash.restoreNamed', entry.label)}
        onClick={() => {
          setBusy(true);
          void restore(entry).finally(() => setBusy(false));
        }}
      >
        {t('app.trash.restore')}
      </Button>
      {mayPurge && (
        <Button
          size="small"
          color="error"
          startIcon={<DeleteForeverIcon />}
          disabled={busy}
          aria-label={t('app.trash.purgeNamed', entry.label)}
          onClick={() => setPurging(true)}
        >
          {t('app.trash.purge')}
        </Button>
      )}
      {purging && (
        <PurgeDialog entry={entry} busy={busy} onCancel={() => setPurging(false)} onPurge={() => void purge()} />
      )}
    </Box>
  );
}

/** Restore the selected entries, each on its own (one refused leaves the others restored). */
function TrashBulkActions() {
  const t = useWords();
  // Nothing drawn while nothing is selected (as every list's bulk toolbar: SectionBulkActions).
  const { selectedIds } = useListContext();
  if (!selectedIds.length) return null;
  return (
    <BulkActionButton
      label={t('app.trash.restore')}
      icon={<RestoreFromTrashIcon />}
      run={(entry, dataProvider) => dataProvider.restoreTrashEntry(entry)}
      done={'app.trash.bulkRestored' satisfies WordKey}
    />
  );
}

function TrashEmpty() {
  const t = useWords();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6">{t('app.trash.empty')}</Typography>
      <Typography color="text.secondary">{t('app.trash.emptyHint')}</Typography>
    </Box>
  );
}

export default function TrashList() {
  const t = useWords();
  const opening = trashOpening();
  // A phone has no column chooser, and the trash no export or create: no toolbar left to show.
  const phone = usePhone();
  return (
    <List
      // Its title, `listTitle` in the table of sections, is the app bar's (layouts/default/ListTitle.tsx).
      title={false}
      filters={filters}
      sort={opening.sort}
      perPage={opening.perPage}
      filterDefaultValues={opening.filter}
      actions={phone ? false : <ListActions exportable={false} />}
      empty={<TrashEmpty />}
      error={<ListError />}
      pagination={<ListPagination />}
    >
      <RecordTable<TrashEntry>
        card={{
          title: column('label'),
          status: column('collection'),
          detail: (entry) => (
            <>
              <bdi>{entry.deleted_by?.name ?? t('app.trash.byTheService')}</bdi>
              {entry.dependents > 0 && ` · ${t('app.trash.withDependents', formatInteger(entry.dependents))}`}
              {` · ${t('app.trash.purgesOn', formatDate(entry.purge_at))}`}
            </>
          ),
          date: column('deleted_at'),
          actions: <EntryActions />,
        }}
        rowClick={false}
        bulkActionButtons={<TrashBulkActions />}
      >
        <DataTable.Col source="label" disableSort />
        <DataTable.Col source="collection" disableSort>
          <CollectionChip />
        </DataTable.Col>
        <DataTable.Col source="deleted_by" disableSort>
          <DeletedBy />
        </DataTable.Col>
        <DataTable.Col source="deleted_at" disableSort field={DateTimeField} />
        <DataTable.Col source="purge_at" disableSort field={DateField} />
        <DataTable.NumberCol source="dependents" disableSort />
        <DataTable.Col label="" disableSort>
          <EntryActions />
        </DataTable.Col>
      </RecordTable>
    </List>
  );
}
