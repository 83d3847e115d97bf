/**
 * What a load goes over in each state of a route, as chips people scan: "Over width, weight in
 * TX". A state with no regulation on file says so rather than passing silently.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { STATES, type StateCode } from '../format/states.js';
import { useWords } from '../i18n/words.js';
import { exceededLimits, needsEscort, type Dimensions, type Limit, type StateRegulation } from './limits.js';

export interface StateCheck {
  state: string;
  /** The limits the load goes over there, named where they are shown. */
  over: Limit[];
  escort: boolean;
  missing: boolean;
}

/** The load against each state of the route, in route order, each state once. */
export function checkRoute(
  load: Dimensions,
  states: readonly string[],
  byState: ReadonlyMap<string, StateRegulation>,
): StateCheck[] {
  return [...new Set(states)].map((state) => {
    const regulation = byState.get(state);
    if (!regulation) return { state, over: [], escort: false, missing: true };
    return {
      state,
      over: exceededLimits(load, regulation),
      escort: needsEscort(load, regulation),
      missing: false,
    };
  });
}

export const stateName = (code: string) => STATES[code as StateCode] ?? code;

/**
 * Chips for the states where the load needs a permit, one per state ("MO: length, weight"), then
 * one for the escorts and one for states with no regulation on file; nothing flagged says so.
 */
export function LimitFlags({ checks, showWithin = false }: { checks: StateCheck[]; showWithin?: boolean }) {
  const t = useWords();
  const named = (over: Limit[]) => over.map((limit) => t(`app.limits.${limit}`)).join(', ');
  const over = checks.filter((check) => check.over.length);
  const escorts = checks.filter((check) => check.escort).map((check) => check.state);
  const missing = checks.filter((check) => check.missing).map((check) => check.state);
  if (!over.length && !escorts.length && !missing.length)
    return showWithin ? (
      <Chip size="small" color="success" variant="outlined" label={t('app.loads.withinLimits')} />
    ) : null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {over.map((check) => (
        <Chip
          key={check.state}
          size="small"
          color="warning"
          label={`${check.state}: ${named(check.over)}`}
          title={t('app.limits.over', named(check.over), stateName(check.state))}
        />
      ))}
      {escorts.length > 0 && (
        <Chip size="small" variant="outlined" label={t('app.limits.escortIn', escorts.join(', '))} />
      )}
      {missing.length > 0 && (
        <Chip size="small" variant="outlined" label={t('app.limits.noRegulationIn', missing.join(', '))} />
      )}
    </Box>
  );
}
