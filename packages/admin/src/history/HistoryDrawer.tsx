/**
 * A record's history, in a drawer beside its screen (the whole width on a phone): newest first, who
 * (their name and role then, or the system), when, what (created, changed, a status changed with its
 * reason, put back…), and field by field what it was and what it became; a permit request's
 * decisions with the state regulations that stood then beside today's. Read a page at a time.
 *
 * Put back (a new save, through the data provider, from the record's version as shown):
 * - beside a change, its field as it was before that change (the values of the revision before);
 * - on a revision, the whole record as it stood just after it ("Put back this version").
 * Then the record and its history are read again (the form shows the values put back, the history
 * the put-back). A change saved since (412) is not overwritten: the person is told, the record and
 * the history show what it is now, and they may put back again. A form with unsaved changes is not
 * replaced: put-back waits until it is saved or left.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import RestoreIcon from '@mui/icons-material/Restore';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { wrapAnywhere } from '../styles/long-text.js';
import { formatDateTime } from '../format/format.js';
import { sameValue } from '../forms/merge.js';
import { useShownText, useWords, wordsOf } from '../i18n/words.js';
import { useNotifyFailure } from '../providers/failures.js';
import type { AppDataProvider } from '../providers/data-provider.js';
import type { SectionName } from '../registry/table.js';
import { useContractQueries } from '../session/queries.js';
import {
  fieldLabel,
  fieldsPutBack,
  isSecret,
  shownChanges,
  shownValue,
  type FieldChange,
  type HistoryCollection,
  type Revision,
} from './fields.js';
import { RegulationsThenAndNow } from './RegulationsThenAndNow.js';
import { useHasUnsavedChanges } from './unsaved-changes.js';

/** Revisions read at a time; "Show older changes" reads the next ones. */
const PER_PAGE = 10;
/** A value longer than this shows its first lines, and the rest on asking. */
const LONG_VALUE = 160;
/** A value longer than this is not repeated in a button's name. */
const NAMED_VALUE = 60;

/**
 * The record as its screen shows it: its values (compared with a change's) and the version a
 * put-back starts from. Declared here, where it is read: the button that opens this panel lazily
 * takes the type from it, and a type imported back from the button closed a circle of the two.
 */
export type ShownRecord = { id: Identifier; version?: number | undefined } & Record<string, unknown>;

interface PanelProps {
  section: SectionName;
  collection: HistoryCollection;
  record: ShownRecord;
  canPutBack: boolean;
}

/** A value as the history shows it: long text folded to its first lines until asked for. */
function Value({ text, muted = false }: { text: string; muted?: boolean }) {
  const t = useWords();
  const [whole, setWhole] = useState(false);
  const long = text.length > LONG_VALUE;
  return (
    <Box
      component="span"
      sx={{ color: muted ? 'text.secondary' : 'text.primary', whiteSpace: 'pre-line', ...wrapAnywhere }}
    >
      <Box
        component="span"
        sx={
          long && !whole
            ? { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
            : undefined
        }
      >
        {text}
      </Box>
      {long && (
        <Button size="small" onClick={() => setWhole(!whole)} aria-expanded={whole} sx={{ px: 0, minWidth: 0 }}>
          {t(whole ? 'app.history.showLess' : 'app.history.showAll')}
        </Button>
      )}
    </Box>
  );
}

interface ChangeProps {
  change: FieldChange;
  collection: HistoryCollection;
  label: string;
  created: boolean;
  /** Offered when the field may be put back as it was before this change. */
  onPutBack?: (() => void) | undefined;
  busy: boolean;
}

function Change({ change, collection, label, created, onPutBack, busy }: ChangeProps) {
  const t = useWords();
  const from = shownValue(t, collection, change.field, change.from);
  const to = shownValue(t, collection, change.field, change.to);
  return (
    <Box
      component="li"
      data-field={change.field}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        columnGap: 1,
        py: 0.75,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 240px', ...wrapAnywhere }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography component="div" variant="body2">
          {isSecret(change.field) ? (
            t('app.history.secret')
          ) : created ? (
            <Value text={to} />
          ) : (
            <>
              <Value text={from} muted /> <span aria-hidden="true">→</span> <Value text={to} />
            </>
          )}
        </Typography>
      </Box>
      {onPutBack && (
        <Button
          size="small"
          startIcon={<RestoreIcon />}
          disabled={busy}
          onClick={onPutBack}
          aria-label={
            from.length > NAMED_VALUE
              ? t('app.history.putBackFieldOnly', label)
              : t('app.history.putBackField', label, from)
          }
        >
          {t('app.history.putBack')}
        </Button>
      )}
    </Box>
  );
}

interface RevisionProps {
  revision: Revision;
  collection: HistoryCollection;
  /** Revisions by id, to name the version a put-back came from. */
  versionOf: (id: number) => number | undefined;
  label: (field: string) => string;
  /** The fields a put-back may name beside a change (none: nothing is offered). */
  mayPutBack: (change: FieldChange) => boolean;
  /** Offered when the record may be put back as it stood just after this revision. */
  onPutBackVersion?: (() => void) | undefined;
  onPutBackField: (change: FieldChange, label: string) => void;
  busy: boolean;
}

function RevisionItem(props: RevisionProps) {
  const { revision, collection, versionOf, label, mayPutBack, onPutBackVersion, onPutBackField, busy } = props;
  const t = useWords();
  const headingId = useId();
  const changes = shownChanges(revision.changes);
  const created = revision.action === 'created';
  const revertedFrom = revision.reverted_from === undefined ? undefined : versionOf(revision.reverted_from);
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      data-revision={revision.id}
      data-action={revision.action}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t(`app.history.actions.${revision.action}`)}
        </Typography>
        <Chip size="small" variant="outlined" label={t('app.history.version', revision.version)} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={wrapAnywhere}>
        {formatDateTime(revision.at)} ·{' '}
        <bdi>
          {revision.actor
            ? t('app.history.actor', revision.actor.name, t(`app.history.roles.${revision.actor.role}`))
            : t('app.history.system')}
        </bdi>
      </Typography>
      {revision.reason && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', ...wrapAnywhere }}>
          {t('app.history.reason', revision.reason)}
        </Typography>
      )}
      {revertedFrom !== undefined && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('app.history.revertedFrom', revertedFrom)}
        </Typography>
      )}
      {changes.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {changes.map((change) => {
            const named = label(change.field);
            return (
              <Change
                key={change.field}
                change={change}
                collection={collection}
                label={named}
                created={created}
                busy={busy}
                onPutBack={mayPutBack(change) ? () => onPutBackField(change, named) : undefined}
              />
            );
          })}
        </Box>
      )}
      {revision.regulations && revision.regulations.length > 0 && (
        <RegulationsThenAndNow regulations={revision.regulations} />
      )}
      {onPutBackVersion && (
        <Box sx={{ mt: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<RestoreIcon />}
            disabled={busy}
            onClick={onPutBackVersion}
            aria-label={t('app.history.putBackVersionOf', revision.version)}
          >
            {t('app.history.putBackVersion')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function Revisions({ section, collection, record, canPutBack }: PanelProps) {
  const t = useWords();
  const shown = useShownText();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queries = useContractQueries();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const hasUnsavedChanges = useHasUnsavedChanges();
  const [changedSince, setChangedSince] = useState(false);
  const [busy, setBusy] = useState(false);
  const told = useRef<HTMLDivElement>(null);
  const recordId = Number(record.id);

  const query = useInfiniteQuery(
    queries.infiniteQueryOptions(
      '/revisions',
      { params: { query: { collection, record_id: recordId, page: 1, per_page: PER_PAGE } } },
      // Opened again, it shows what was saved meanwhile.
      { refetchOnMount: 'always' },
    ),
  );
  const revisions = useMemo(() => {
    // A page read again after a new change starts one revision later: each revision once.
    const seen = new Set<number>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.data)
      .filter((revision) => !seen.has(revision.id) && Boolean(seen.add(revision.id)));
  }, [query.data]);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const writable = useMemo(
    () => (canPutBack ? fieldsPutBack(collection) : new Set<string>()),
    [canPutBack, collection],
  );
  // Asked when drawn: the form cannot change under the drawer, which covers it.
  const unsaved = canPutBack && writable.size > 0 && hasUnsavedChanges();

  /** A field's label as the record's form names it; a missing word is '' (a section name's `/` keeps the key). */
  const label = (field: string) =>
    fieldLabel(
      (key) => {
        const said = translate(key, { _: '' });
        return said === key ? '' : said;
      },
      section,
      field,
    );

  /** The revision just before `revision`: the next one down the list, read when not read yet. */
  const before = async (revision: Revision): Promise<Revision | undefined> => {
    const at = revisions.findIndex((candidate) => candidate.id === revision.id);
    const next = revisions[at + 1];
    if (next || !query.hasNextPage) return next;
    const more = await query.fetchNextPage();
    const all = (more.data?.pages ?? []).flatMap((page) => page.data);
    return all[all.findIndex((candidate) => candidate.id === revision.id) + 1];
  };

  const putBack = async (from: () => Promise<Revision | undefined>, fields: string[] | undefined, done: string) => {
    if (hasUnsavedChanges()) return;
    setBusy(true);
    setChangedSince(false);
    try {
      const revision = await from();
      if (!revision) return;
      await dataProvider.putBackRevision(revision, record, fields);
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      if (error instanceof HttpError && error.status === 412) {
        // Nothing was written: the record and its history as they are now, and the person told.
        setChangedSince(true);
        refresh();
        requestAnimationFrame(() => told.current?.focus());
      } else {
        notifyFailure(error);
      }
    } finally {
      setBusy(false);
    }
  };

  if (query.isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </Box>
    );
  }
  if (query.error) {
    return (
      <Alert severity="error">
        {t('app.history.unreadable', shown(wordsOf(query.error) ?? 'app.sdk.somethingWentWrong'))}
      </Alert>
    );
  }
  const latest = revisions[0];
  return (
    <>
      {changedSince && (
        <Alert severity="warning" ref={told} tabIndex={-1} sx={{ mb: 2 }} data-testid="history-changed-since">
          {t('app.history.changedSince')}
        </Alert>
      )}
      {unsaved && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="history-unsaved">
          {t('app.history.unsaved')}
        </Alert>
      )}
      {revisions.length === 0 ? (
        <Typography color="text.secondary">{t('app.history.none')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('app.history.title')}>
          {revisions.map((revision) => (
            <RevisionItem
              key={revision.id}
              revision={revision}
              collection={collection}
              versionOf={(id) => revisions.find((candidate) => candidate.id === id)?.version}
              label={label}
              busy={busy}
              mayPutBack={(change) =>
                !unsaved &&
                revision.action !== 'created' &&
                writable.has(change.field) &&
                !sameValue(record[change.field], change.from)
              }
              onPutBackField={(change, named) =>
                void putBack(() => before(revision), [change.field], t('app.history.putBackFieldDone', named))
              }
              onPutBackVersion={
                !unsaved &&
                writable.size > 0 &&
                revision.action !== 'deleted' &&
                !(revision === latest && revision.version === record.version)
                  ? () =>
                      void putBack(
                        () => Promise.resolve(revision),
                        undefined,
                        t('app.history.putBackVersionDone', revision.version),
                      )
                  : undefined
              }
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {total > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('app.history.count', revisions.length, total)}
          </Typography>
        )}
        {query.hasNextPage && (
          <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t('app.history.more')}
          </Button>
        )}
      </Box>
    </>
  );
}

export interface HistoryDrawerProps extends PanelProps {
  onClose: () => void;
}

export default function HistoryDrawer({ onClose, ...panel }: HistoryDrawerProps) {
  const t = useWords();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 560 }, maxWidth: '100%' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
        }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('app.history.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('app.history.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 2 }}>
        <Revisions {...panel} />
      </Box>
    </Drawer>
  );
}
