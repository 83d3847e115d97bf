/**
 * Import a spreadsheet into a list (issue 65): choose the file, see how its columns match the
 * section's fields (changeable, remembered for the next file), check every row first (the API's dry
 * run: what is new, what changes, each failing row with its line, field and message), then import
 * the good rows in batches with their progress and a way to stop, and take the failed rows back as
 * a CSV with their reason, to fix and import again. The file never leaves the browser: its rows go
 * to the API as values, a batch at a time (`POST /imports`).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { contractFields, type components, type ContractField } from '@permit-office/sdk';
import { useId, useRef, useState } from 'react';
import {
  useCanAccess,
  useDataProvider,
  useRefresh,
  useResourceContext,
  useStore,
  useTranslateLabel,
} from 'react-admin';
import { downloadCsv, toCsv } from '../export/csv.js';
import { useWords } from '../i18n/words.js';
import { useNotifyFailure } from '../providers/failures.js';
import type { AppDataProvider } from '../providers/data-provider.js';
import { readSpreadsheetOffThread } from './read-off-thread.js';
import { matchColumns, type ReadSpreadsheet } from './read-spreadsheet.js';
import { rowValues } from './row-values.js';

type Collection = components['schemas']['ImportCollection'];
type Report = components['schemas']['ImportReport'];
type RowOutcome = components['schemas']['ImportRowOutcome'];
type Undone = components['schemas']['ImportUndone'];

/** The last import made from this list, remembered until it is undone: its undo is one button away. */
interface LastImport {
  id: number;
  file: string;
  at: string;
}

/** Rows a call: the contract's most. */
const BATCH = 1000;

/** Each section's input, whose fields the columns fill. */
const INPUT_OF: Record<Collection, keyof typeof contractFields> = {
  'state-regulations': 'StateRegulationInput',
  'holiday-closures': 'HolidayClosureInput',
  'city-rates': 'CityRateInput',
  companies: 'CompanyInput',
  members: 'MemberInput',
  vehicles: 'VehicleInput',
};

const chunks = <T,>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, index) =>
    items.slice(index * BATCH, (index + 1) * BATCH),
  );

/** The reports of several batches as one. */
const together = (reports: readonly Report[], dryRun: boolean): Report => ({
  dry_run: dryRun,
  import_id: reports.find((report) => report.import_id !== null)?.import_id ?? null,
  created: reports.reduce((sum, report) => sum + report.created, 0),
  changed: reports.reduce((sum, report) => sum + report.changed, 0),
  unchanged: reports.reduce((sum, report) => sum + report.unchanged, 0),
  failed: reports.reduce((sum, report) => sum + report.failed, 0),
  rows: reports.flatMap((report) => report.rows),
});

/** A failing row's reasons in one line, each field as the form names it: `Name: You must enter a minimum of 3 characters`. */
const reasonOf = (row: RowOutcome, labelOf: (field: string) => string) =>
  Object.entries(row.errors)
    .map(([field, messages]) => `${labelOf(field)}: ${messages.join(' ')}`)
    .join('; ');

/** On a list whose records the person may create: a member imports their vehicles, staff every section. */
export function ImportButton({ collection }: { collection: Collection }) {
  const t = useWords();
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ action: 'create', resource });
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {t('app.import.button')}
      </Button>
      {open && <ImportDialog collection={collection} onClose={() => setOpen(false)} />}
    </>
  );
}

function ImportDialog({ collection, onClose }: { collection: Collection; onClose: () => void }) {
  const t = useWords();
  const titleId = useId();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const fields = contractFields[INPUT_OF[collection]] as Readonly<Record<string, ContractField>>;
  const names = Object.keys(fields).filter((name) => !fields[name]?.readOnly);
  // Each field as the list and the form name it: a column headed so is matched to it too.
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const labelOf = (name: string) => {
    const label: unknown = translateLabel({ source: name, resource });
    return typeof label === 'string' ? label : name;
  };
  const [last, setLast] = useStore<LastImport | null>(`import.${collection}.last`, null);
  const [undone, setUndone] = useState<Undone>();
  const [remembered, setRemembered] = useStore<Record<string, string>>(`import.${collection}.columns`, {});
  const [file, setFile] = useState<{ name: string; table: ReadSpreadsheet }>();
  const [problem, setProblem] = useState<string>();
  const [columns, setColumns] = useState<(string | null)[]>([]);
  const [report, setReport] = useState<Report>();
  const [progress, setProgress] = useState<{ done: number; total: number; started: number }>();
  const stopping = useRef(false);

  const choose = async (chosen: File | undefined) => {
    setReport(undefined);
    setProblem(undefined);
    setUndone(undefined);
    if (!chosen) return;
    const table = await readSpreadsheetOffThread(await chosen.arrayBuffer());
    if ('problem' in table) {
      setFile(undefined);
      setProblem(
        t(
          `app.import.problems.${table.problem}`,
          'line' in table ? table.line : '',
          'limit' in table ? table.limit : '',
        ),
      );
      return;
    }
    setFile({ name: chosen.name, table });
    setColumns(
      matchColumns(
        table.header,
        names.map((name) => ({ name, label: labelOf(name) })),
        remembered,
      ),
    );
  };

  const match = (index: number, name: string) => {
    const next = columns.map((column, at) => (at === index ? name || null : column === name ? null : column));
    setColumns(next);
    const header = file?.table.header[index];
    if (header !== undefined) setRemembered({ ...remembered, [header]: name });
  };

  /** Every row in batches, a dry run or the import; stopped between batches when asked. */
  const run = async (dryRun: boolean) => {
    if (!file) return;
    const rows = file.table.rows;
    const reports: Report[] = [];
    // A commit's batches are one import: the first's answer names it, the next ones continue it.
    let importId: number | null = null;
    stopping.current = false;
    const started = Date.now();
    setProgress({ done: 0, total: rows.length, started });
    try {
      for (const batch of chunks(rows)) {
        if (stopping.current) break;
        // Each batch's values when it is sent: 50,000 rows turned at once would hold the page.
        const values = batch.map((row) => ({ line: row.line, values: rowValues(row.cells, columns, fields) }));
        const report = await dataProvider.importRows({
          collection,
          dry_run: dryRun,
          import_id: importId,
          rows: values,
        });
        reports.push(report);
        importId = report.import_id ?? importId;
        if (importId !== null) setLast({ id: importId, file: file.name, at: new Date().toISOString() });
        setProgress({
          done: reports.reduce((sum, report) => sum + report.rows.length, 0),
          total: rows.length,
          started,
        });
      }
      setReport(together(reports, dryRun));
      if (!dryRun) refresh();
    } catch (error) {
      notifyFailure(error);
      if (reports.length) setReport(together(reports, dryRun));
    } finally {
      setProgress(undefined);
    }
  };

  const undo = async (id: number) => {
    setProgress({ done: 0, total: 0, started: Date.now() });
    try {
      setUndone(await dataProvider.undoImport(id));
      setLast(null);
      setReport(undefined);
      refresh();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setProgress(undefined);
    }
  };

  const failedCsv = () => {
    if (!file || !report) return;
    const failed = new Map(report.rows.filter((row) => row.outcome === 'failed').map((row) => [row.line, row]));
    const rows = file.table.rows.flatMap((row) => {
      const outcome = failed.get(row.line);
      return outcome ? [[...row.cells, reasonOf(outcome, labelOf)]] : [];
    });
    // Through the one CSV writer (export/csv.ts), as every export: a file to fix and import again.
    downloadCsv(
      toCsv([...file.table.header, t('app.import.reason')], rows),
      `${file.name.replace(/\.csv$/i, '')} - ${t('app.import.failedSuffix')}`,
    );
  };

  const failed = report?.rows.filter((row) => row.outcome === 'failed') ?? [];
  const left =
    progress && progress.done > 0
      ? ((Date.now() - progress.started) / progress.done) * (progress.total - progress.done)
      : undefined;
  return (
    <Dialog open onClose={progress ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('app.import.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">{t('app.import.intro')}</Typography>
        <Button component="label" variant="outlined" sx={{ justifySelf: 'start' }} disabled={Boolean(progress)}>
          {file ? file.name : t('app.import.chooseFile')}
          <input
            hidden
            type="file"
            accept=".csv"
            aria-label={t('app.import.chooseFile')}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Button>
        {problem && <Alert severity="error">{problem}</Alert>}
        {last && !report && !progress && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => void undo(last.id)}>
                {t('app.import.undo')}
              </Button>
            }
          >
            {t('app.import.undoLast', last.file, new Date(last.at).toLocaleString())}
          </Alert>
        )}
        {undone && (
          <Alert severity={undone.kept.length ? 'warning' : 'success'}>
            {t('app.import.undone', undone.removed, undone.restored)}
            {undone.kept.length > 0 && ` ${t('app.import.keptSince', undone.kept.length)}`}
          </Alert>
        )}
        {file && (
          <Box component="section" aria-label={t('app.import.columns')} sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="subtitle2">{t('app.import.columnsOf', file.table.rows.length)}</Typography>
            {file.table.header.map((header, index) => (
              <TextField
                key={`${header}-${index}`}
                select
                size="small"
                label={header || t('app.import.unnamed', index + 1)}
                value={columns[index] ?? ''}
                onChange={(event) => match(index, event.target.value)}
                disabled={Boolean(progress)}
              >
                <MenuItem value="">{t('app.import.leftOut')}</MenuItem>
                {names.map((name) => (
                  <MenuItem key={name} value={name}>
                    {labelOf(name)}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Box>
        )}
        {progress && progress.total > 0 && (
          <Box role="status">
            <LinearProgress variant="determinate" value={(100 * progress.done) / Math.max(1, progress.total)} />
            <Typography variant="body2">
              {t('app.import.progress', progress.done, progress.total)}
              {left !== undefined ? ` · ${t('app.import.timeLeft', Math.ceil(left / 1000))}` : ''}
            </Typography>
          </Box>
        )}
        {report && (
          <Box component="section" aria-label={t('app.import.report')} sx={{ display: 'grid', gap: 1 }}>
            <Alert severity={report.failed ? 'warning' : 'success'}>
              {t(
                report.dry_run ? 'app.import.checked' : 'app.import.imported',
                report.created,
                report.changed,
                report.unchanged,
                report.failed,
              )}
            </Alert>
            {failed.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {failed.slice(0, 50).map((row) => (
                  <li key={row.line}>
                    <Typography variant="body2">
                      {t('app.import.failedRow', row.line, reasonOf(row, labelOf))}
                    </Typography>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {progress ? (
          <Button
            onClick={() => {
              stopping.current = true;
            }}
          >
            {t('app.import.stop')}
          </Button>
        ) : (
          <Button onClick={onClose}>{t('app.import.close')}</Button>
        )}
        {failed.length > 0 && !progress && <Button onClick={failedCsv}>{t('app.import.downloadFailed')}</Button>}
        {report && !report.dry_run && report.import_id !== null && !progress && (
          <Button onClick={() => report.import_id !== null && void undo(report.import_id)}>
            {t('app.import.undo')}
          </Button>
        )}
        <Button disabled={!file || Boolean(progress)} onClick={() => void run(true)}>
          {t('app.import.check')}
        </Button>
        <Button
          variant="contained"
          disabled={!report?.dry_run || Boolean(progress) || report.created + report.changed === 0}
          onClick={() => void run(false)}
        >
          {t('app.import.commit', (report?.created ?? 0) + (report?.changed ?? 0))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
