/**
 * The comparison shown when a save meets a newer version: field by field, the value when the form
 * was opened, the person's, and the one saved since; fields only one side changed are merged by
 * themselves, fields both changed wait for the person's choice. Save again saves the merge against
 * the new version; Keep editing leaves the form as it was typed.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useState } from 'react';
import { useTranslateLabel } from 'react-admin';
import { changesOf, defaultSide, merge, type FieldChange, type Side, type Values } from '../../forms/merge.js';
import { useWords, type Words } from '../../i18n/words.js';
import { answerConflictsWith, type ConflictQuestion } from './conflict-store.js';

/**
 * On a phone (below 600 px) the four columns do not fit: each field is a block, its values one under
 * the other, each named by its column.
 */
const PHONE_ROWS = {
  '& td': { overflowWrap: 'anywhere' },
  '@media (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& tr, & th, & td': { display: 'block', borderBottom: 'none' },
    '& tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
    '& td::before': { content: 'attr(data-label)', display: 'block', fontSize: '0.75rem', color: 'text.secondary' },
  },
} as const;

/** A field's value as the comparison shows it. */
function shown(t: Words, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('app.conflict.empty');
  if (typeof value === 'boolean') return value ? t('app.conflict.yes') : t('app.conflict.no');
  if (Array.isArray(value)) return value.map((item) => shown(t, item)).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

interface Open extends ConflictQuestion {
  changes: FieldChange[];
  answer: (values: Values | undefined) => void;
}

export default function ConflictDialog() {
  const t = useWords();
  const [open, setOpen] = useState<Open>();
  const [chosen, setChosen] = useState<Record<string, Side>>({});
  const translateLabel = useTranslateLabel();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();

  useEffect(
    () =>
      answerConflictsWith(
        (question) =>
          new Promise((answer) => {
            setChosen({});
            setOpen({ ...question, changes: changesOf(question.base, question.mine, question.theirs), answer });
          }),
      ),
    [],
  );
  if (!open) return null;

  const close = (values: Values | undefined) => {
    open.answer(values);
    setOpen(undefined);
  };
  const undecided = open.changes.some((change) => change.conflict && !chosen[change.field]);
  const label = (field: string): string => {
    const text = translateLabel({ source: field, resource: open.resource });
    return typeof text === 'string' ? text : field;
  };

  return (
    <Dialog open maxWidth="md" fullWidth fullScreen={phone} onClose={() => close(undefined)} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('app.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('app.conflict.intro')}</DialogContentText>
        <Table size="small" data-testid="conflict-fields" sx={PHONE_ROWS}>
          <TableHead>
            <TableRow>
              <TableCell>{t('app.conflict.field')}</TableCell>
              <TableCell>{t('app.conflict.original')}</TableCell>
              <TableCell>{t('app.conflict.yours')}</TableCell>
              <TableCell>{t('app.conflict.theirs')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {open.changes.map((change) => (
              <TableRow key={change.field} data-field={change.field}>
                <TableCell component="th" scope="row">
                  <strong>{label(change.field)}</strong>
                  <br />
                  {change.changedBy === 'me'
                    ? t('app.conflict.byYou')
                    : change.changedBy === 'them'
                      ? t('app.conflict.byThem')
                      : change.conflict
                        ? t('app.conflict.byBoth')
                        : t('app.conflict.bothAlike')}
                </TableCell>
                <TableCell data-label={t('app.conflict.original')}>{shown(t, change.base)}</TableCell>
                <TableCell data-label={t('app.conflict.yours')}>{shown(t, change.mine)}</TableCell>
                <TableCell data-label={t('app.conflict.theirs')}>
                  {shown(t, change.theirs)}
                  {change.conflict && (
                    <RadioGroup
                      row
                      aria-label={label(change.field)}
                      value={chosen[change.field] ?? defaultSide(change) ?? ''}
                      onChange={(event) => setChosen({ ...chosen, [change.field]: event.target.value as Side })}
                    >
                      <FormControlLabel
                        value="mine"
                        control={<Radio size="small" />}
                        label={t('app.conflict.keepMine')}
                      />
                      <FormControlLabel
                        value="theirs"
                        control={<Radio size="small" />}
                        label={t('app.conflict.takeTheirs')}
                      />
                    </RadioGroup>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(undefined)}>{t('app.conflict.keepEditing')}</Button>
        <Button
          variant="contained"
          disabled={undecided}
          onClick={() => close(merge(open.mine, open.theirs, open.changes, chosen))}
        >
          {t('app.conflict.saveAgain')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
