/**
 * On a permit request's decision: the state regulations that stood when it was made (the revision
 * keeps them) beside today's, rule by rule, what changed since marked in words as well as in weight,
 * so that staff can answer "which rule did we apply?" at a glance. Folded under a one-line summary.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { components } from '@permit-office/sdk';
import { useId, useState } from 'react';
import { wrapAnywhere } from '../styles/long-text.js';
import { formatFeetInches, formatPounds } from '../format/format.js';
import { useWords, type WordKey, type Words } from '../i18n/words.js';
import { stateName } from '../regulations/LimitFlags.js';
import { useStateRegulations } from '../regulations/use-state-regulations.js';

type Regulation = components['schemas']['StateRegulation'];

/** The rules compared, in the order the regulations' form lists them, each as people read it. */
const RULES = [
  ['max_length_in', (value: Regulation) => formatFeetInches(value.max_length_in)],
  ['max_width_in', (value: Regulation) => formatFeetInches(value.max_width_in)],
  ['max_height_in', (value: Regulation) => formatFeetInches(value.max_height_in)],
  ['max_weight_lbs', (value: Regulation) => formatPounds(value.max_weight_lbs)],
  ['escort_width_in', (value: Regulation) => formatFeetInches(value.escort_width_in)],
  ['travel_hours', (value: Regulation) => value.travel_hours],
  ['weekend_travel', (value: Regulation, t: Words) => t(value.weekend_travel ? 'app.history.yes' : 'app.history.no')],
  ['night_travel', (value: Regulation, t: Words) => t(value.night_travel ? 'app.history.yes' : 'app.history.no')],
] as const satisfies readonly (readonly [keyof Regulation, (value: Regulation, t: Words) => string])[];

const labelOf = (rule: (typeof RULES)[number][0]): WordKey => `app.siteRegulations.fields.${rule}`;

/** The rules of a state that differ between then and now (every one, when the state has none now). */
function differences(then: Regulation, now: Regulation | undefined): Set<string> {
  return new Set(RULES.filter(([rule]) => !now || then[rule] !== now[rule]).map(([rule]) => rule));
}

/** Cells keep their words inside the drawer, however narrow. */
const NARROW_TABLE = {
  tableLayout: 'fixed',
  '& th, & td': { px: 1, verticalAlign: 'top', ...wrapAnywhere },
  '& th:first-of-type': { width: '38%' },
} as const;

function StateThenAndNow({ then, now }: { then: Regulation; now: Regulation | undefined }) {
  const t = useWords();
  const changed = differences(then, now);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 1.5 }} data-state={then.state}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h5" variant="subtitle2">
          {stateName(then.state)}
        </Typography>
        {changed.size > 0 && (
          <Chip size="small" color="warning" variant="outlined" label={t('app.history.regulations.differs')} />
        )}
      </Box>
      {!now && (
        <Typography variant="body2" color="text.secondary">
          {t('app.history.regulations.noneNow')}
        </Typography>
      )}
      <Table size="small" sx={NARROW_TABLE}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('app.history.regulations.rule')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('app.history.regulations.then')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('app.history.regulations.now')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {RULES.map(([rule, show]) => {
            const differs = changed.has(rule);
            return (
              <TableRow key={rule} data-rule={rule} data-changed={differs || undefined}>
                <TableCell component="th" scope="row">
                  {t(labelOf(rule))}
                </TableCell>
                <TableCell>{show(then, t)}</TableCell>
                <TableCell sx={differs ? { fontWeight: 700 } : undefined}>
                  {now ? show(now, t) : t('app.history.empty')}
                  {differs && now && (
                    <Typography component="span" variant="caption" sx={{ display: 'block', color: 'warning.main' }}>
                      {t('app.history.regulations.differs')}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

export function RegulationsThenAndNow({ regulations }: { regulations: readonly Regulation[] }) {
  const t = useWords();
  const [open, setOpen] = useState(false);
  const { byState, isPending } = useStateRegulations();
  const contentId = useId();
  const changedStates = regulations.filter((then) => differences(then, byState.get(then.state)).size > 0);
  return (
    <Box sx={{ mt: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography component="h4" variant="body2" sx={{ fontWeight: 600 }}>
        {t('app.history.regulations.title')}
      </Typography>
      {isPending ? (
        <Skeleton width="60%" />
      ) : (
        <Typography variant="body2" data-testid="regulations-summary">
          {changedStates.length
            ? t(
                'app.history.regulations.changed',
                changedStates.length,
                regulations.length,
                changedStates.map((then) => stateName(then.state)).join(', '),
              )
            : t('app.history.regulations.unchanged', regulations.length)}
        </Typography>
      )}
      <Button
        size="small"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={contentId}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      >
        {t(open ? 'app.history.regulations.hide' : 'app.history.regulations.show')}
      </Button>
      <Collapse in={open} id={contentId} unmountOnExit>
        {isPending ? (
          <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
        ) : (
          regulations.map((then) => <StateThenAndNow key={then.state} then={then} now={byState.get(then.state)} />)
        )}
      </Collapse>
    </Box>
  );
}
