/**
 * Acting on the selected rows of a list: one call per record through the dataProvider, then one
 * notification when all of them succeeded, or a report with one line per failure; the failed
 * records stay selected (nothing is lost: the person can try them again or look at them), the
 * others are unselected and the list is read again. A deletion offers Undo for what it deleted:
 * in its notification, or in its report when some failed.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import {
  Button as RaButton,
  useDataProvider,
  useGetRecordRepresentation,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import { numbered, useShownText, useWords, type WordKey, wordsOf } from '../../i18n/words.js';
import { useConfirmDelete } from '../../overlays/confirm-delete/ConfirmDelete.js';
import type { AppDataProvider, Versioned } from '../../providers/data-provider.js';
import { useNotifyDeleted, useUndoDeletion } from '../use-undo-deletion.js';
import { runEach } from './run-each.js';

interface FailureLine {
  id: Identifier;
  /** The record as the list names it. */
  name: string;
  /** What went wrong: the SDK's or the server's words, or a catalogue key. */
  message: string;
}

const messageOf = (error: unknown) => wordsOf(error) ?? ('app.sdk.somethingWentWrong' satisfies WordKey);

/** A selected record as the action acts on it: with the version it was shown at. */
export type BulkRecord = RaRecord & Versioned;

/**
 * `start(run, done)`: runs `run` for every selected record; `done` is the catalogue's "{0} …" line
 * for how many succeeded (its key, or its text with `{0}` still in it: the notification fills
 * it). `report` is the failure report to render beside the button.
 *
 * Each record is acted on at the version the person saw. A record that failed is tried again, when
 * the person asks, at the version it was first tried at (the list is read again meanwhile): a
 * colleague's change in between is reported again rather than overwritten, and the SDK sends the
 * same idempotency key, so a retry of a call whose answer was lost does not act twice.
 */
export function useBulkAction() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { selectedIds, data, onSelect } = useListContext<RaRecord>();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  const notify = useNotify();
  const notifyDeleted = useNotifyDeleted();
  const undoDeletion = useUndoDeletion();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<{ done: number; lines: FailureLine[]; undo?: () => void }>();
  const tried = useRef(new Map<Identifier, BulkRecord>());
  // A record the person unselects leaves the retry: selected again, it is acted on as shown then.
  useEffect(() => {
    for (const id of tried.current.keys()) if (!selectedIds.includes(id)) tried.current.delete(id);
  }, [selectedIds]);

  const nameOf = (id: Identifier): string => {
    const record = data?.find((row: RaRecord) => row.id === id);
    const shown = record ? represent(record) : undefined;
    return typeof shown === 'string' || typeof shown === 'number' ? String(shown) : `#${id}`;
  };

  /** The record as first tried, else as the list shows it, else as the API has it (a selection off this page). */
  const recordOf = async (id: Identifier): Promise<BulkRecord> =>
    tried.current.get(id) ??
    (data?.find((row: RaRecord) => row.id === id) as BulkRecord | undefined) ??
    ((await dataProvider.getOne(resource ?? '', { id })).data as BulkRecord);

  /** `deletion`: the records went to the trash, and the person may undo it. */
  const start = async (
    run: (record: BulkRecord, dataProvider: AppDataProvider) => Promise<unknown>,
    done: string,
    { deletion = false }: { deletion?: boolean } = {},
  ) => {
    setBusy(true);
    const outcome = await runEach([...selectedIds], async (id) => {
      const record = await recordOf(id);
      tried.current.set(id, record);
      await run(record, dataProvider);
      tried.current.delete(id);
    });
    setBusy(false);
    onSelect(outcome.failed.map(({ id }) => id));
    refresh();
    const undoable = deletion && resource !== undefined && outcome.done.length > 0;
    if (outcome.failed.length === 0) {
      if (undoable) notifyDeleted(resource, outcome.done, done);
      else notify(done, { type: 'success', messageArgs: numbered([outcome.done.length]) });
      return;
    }
    setFailures({
      done: outcome.done.length,
      lines: outcome.failed.map(({ id, error }) => ({ id, name: nameOf(id), message: messageOf(error) })),
      ...(undoable ? { undo: () => void undoDeletion(resource, outcome.done) } : {}),
    });
  };

  const report = failures ? (
    <BulkReport
      done={failures.done}
      lines={failures.lines}
      onUndo={failures.undo}
      onClose={() => setFailures(undefined)}
    />
  ) : null;
  return { start, busy, count: selectedIds.length, report };
}

function BulkReport({
  done,
  lines,
  onUndo,
  onClose,
}: {
  done: number;
  lines: FailureLine[];
  /** Puts back what the action did (a deletion's records, from the trash). */
  onUndo?: (() => void) | undefined;
  onClose: () => void;
}) {
  const t = useWords();
  const shown = useShownText();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('app.bulk.reportTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('app.bulk.reportSummary', done, lines.length)}</DialogContentText>
        <ul data-testid="bulk-failures">
          {lines.map(({ id, name, message }) => (
            <li key={String(id)}>{`${name}: ${shown(message)}`}</li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        {onUndo && (
          <Button
            onClick={() => {
              onClose();
              onUndo();
            }}
          >
            {t('app.trash.undoDone', done)}
          </Button>
        )}
        <Button onClick={onClose} autoFocus>
          {t('app.bulk.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface BulkActionButtonProps {
  label: string;
  icon?: ReactElement;
  /** The call for one record. */
  run: (record: BulkRecord, dataProvider: AppDataProvider) => Promise<unknown>;
  /** What is said when every one succeeded: "{0} marked paid" (its key, or its text with `{0}` in it). */
  done: string;
}

/** A bulk action that needs nothing more than the selection. */
export function BulkActionButton({ label, icon, run, done }: BulkActionButtonProps) {
  const { start, busy, report } = useBulkAction();
  return (
    <>
      <RaButton label={label} disabled={busy} onClick={() => void start(run, done)}>
        {icon}
      </RaButton>
      {report}
    </>
  );
}

/**
 * Deletes the selected records, each through the API on its own (one may fail while the others go),
 * after the specification's confirmation, which then also says how many.
 */
export function BulkDeleteButton() {
  const t = useWords();
  const { start, busy, count, report } = useBulkAction();
  const resource = useResourceContext();
  const confirmDelete = useConfirmDelete();
  return (
    <>
      <RaButton
        label={t('app.bulk.delete')}
        color="error"
        disabled={busy}
        onClick={() =>
          confirmDelete(
            () =>
              start(
                (record, dataProvider) => dataProvider.delete(resource ?? '', { id: record.id, previousData: record }),
                'app.bulk.deleted' satisfies WordKey,
                { deletion: true },
              ),
            { count },
          )
        }
      >
        <DeleteIcon />
      </RaButton>
      {report}
    </>
  );
}
