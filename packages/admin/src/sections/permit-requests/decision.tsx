/**
 * A permit request's decision as people read it (issue 63): each state's outcome with its fee,
 * its conditions or the reasons staff review it, and the request's flag. The member's form shows
 * it as they type (DecisionPreview.tsx), the request's page and the queue as the API decided it.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DecisionReason, PermitConditions, PermitDecision, StateOutcome } from '@permit-office/sdk';
import { formatCents, formatDate, formatFeetInches, formatPounds } from '../../format/format.js';
import { stateName } from '../../regulations/LimitFlags.js';
import { useWords, type WordKey } from '../../i18n/words.js';

/** A limit said in its unit: feet and inches, pounds, or days. */
function amountOf(reason: DecisionReason, value: number | null | undefined) {
  if (value == null) return '';
  if (reason.rule === 'validity') return String(value);
  return ['width', 'height', 'length'].includes(reason.rule) ? formatFeetInches(value) : formatPounds(value);
}

/** Why a state needs review, one line per limit: "Width 20′ 10″, routine up to 16′ 0″". */
export function ReasonText({ reason }: { reason: DecisionReason }) {
  const t = useWords();
  const key = `app.permits.decision.reasons.${reason.rule}` as WordKey;
  if (reason.rule === 'fee_ceiling') {
    return <>{t(key, formatCents(reason.value ?? 0), formatCents(reason.limit ?? 0))}</>;
  }
  if (reason.rule === 'state_off') return <>{t(key, stateName(reason.state ?? ''))}</>;
  return <>{t(key, amountOf(reason, reason.value), amountOf(reason, reason.limit), reason.axles ?? '')}</>;
}

/** What a permitted load must do in a state, said plainly; nothing when it need do nothing. */
export function ConditionsText({ conditions }: { conditions: PermitConditions }) {
  const t = useWords();
  const parts: string[] = [];
  const { escorts_front: front, escorts_rear: rear } = conditions;
  if (front && rear) parts.push(t('app.permits.decision.escortsBoth'));
  else if (front) parts.push(t('app.permits.decision.escortFront'));
  else if (rear) parts.push(t('app.permits.decision.escortRear'));
  if (conditions.height_pole) parts.push(t('app.permits.decision.heightPole'));
  if (conditions.daylight_only) parts.push(t('app.permits.decision.daylightOnly'));
  if (!conditions.weekends) parts.push(t('app.permits.decision.noWeekends'));
  for (const closure of conditions.closures) {
    parts.push(t('app.permits.decision.closed', formatDate(closure.date), closure.name));
  }
  if (!parts.length) return null;
  return <Typography variant="body2">{parts.join(' · ')}</Typography>;
}

const OUTCOME_COLOUR = { no_permit: 'default', routine: 'success', needs_review: 'warning' } as const;

/** One state's outcome: its chip, its fee, its conditions or its reasons. */
export function StateOutcomeRow({ outcome }: { outcome: StateOutcome }) {
  const t = useWords();
  return (
    <Box
      component="li"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '160px 150px 1fr auto' }, gap: 1, py: 0.75 }}
    >
      <Typography sx={{ fontWeight: 500 }}>{stateName(outcome.state)}</Typography>
      <Box sx={{ gridRow: { xs: 2, sm: 'auto' } }}>
        <Chip
          size="small"
          color={OUTCOME_COLOUR[outcome.outcome]}
          variant={outcome.outcome === 'no_permit' ? 'outlined' : 'filled'}
          label={t(`app.permits.decision.outcomes.${outcome.outcome}`)}
        />
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 3, sm: 'auto' } }}>
        {outcome.outcome === 'needs_review' ? (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {outcome.reasons.map((reason, index) => (
              <Typography component="li" variant="body2" key={index}>
                <ReasonText reason={reason} />
              </Typography>
            ))}
          </Box>
        ) : (
          <ConditionsText conditions={outcome.conditions} />
        )}
      </Box>
      <Typography sx={{ textAlign: 'right', gridRow: { xs: 1, sm: 'auto' }, gridColumn: { xs: 2, sm: 'auto' } }}>
        {outcome.outcome === 'no_permit' ? '' : formatCents(outcome.fee_cents)}
      </Typography>
    </Box>
  );
}

/**
 * Why a request waits, in a line a row has room for: each limit with the states it is over in
 * ("Width: OK, TX · Gross weight: TX"), then the office's own reasons.
 */
export function ReasonsInBrief({ decision }: { decision: PermitDecision }) {
  const t = useWords();
  const states = new Map<DecisionReason['rule'], string[]>();
  for (const outcome of decision.states) {
    for (const reason of outcome.reasons) {
      const named = states.get(reason.rule) ?? [];
      if (!named.includes(outcome.state)) named.push(outcome.state);
      states.set(reason.rule, named);
    }
  }
  const parts = [
    ...[...states].map(([rule, codes]) => `${t(`app.permits.decision.brief.${rule}`)}: ${codes.join(', ')}`),
    ...decision.reasons.map((reason) =>
      reason.rule === 'state_off'
        ? `${t('app.permits.decision.brief.state_off')}: ${reason.state ?? ''}`
        : t(`app.permits.decision.brief.${reason.rule}`),
    ),
  ];
  if (!parts.length) return null;
  return (
    // Narrow, wrapping: it sits under the status in a list's column, which it must not widen. A
    // phone's card has no room beside its status: the flag says enough there, the page the rest.
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 180, whiteSpace: 'normal' }}
    >
      {parts.join(' · ')}
    </Typography>
  );
}

/** The request's flag: approved by rule, routine, or needs review (with the count of reasons). */
export function DecisionChip({ decision, size = 'small' }: { decision: PermitDecision; size?: 'small' | 'medium' }) {
  const t = useWords();
  if (decision.by_rule) {
    return <Chip size={size} color="success" variant="outlined" label={t('app.permits.decision.byRule')} />;
  }
  return decision.outcome === 'routine' ? (
    <Chip size={size} color="success" variant="outlined" label={t('app.permits.decision.routine')} />
  ) : (
    <Chip size={size} color="warning" label={t('app.permits.decision.needsReview')} />
  );
}

/** The decision on the request's page: the office's reasons first, then each state's outcome and the price. */
export function DecisionSummary({ decision }: { decision: PermitDecision }) {
  const t = useWords();
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <DecisionChip decision={decision} />
        <Typography sx={{ fontWeight: 600 }}>
          {t('app.permits.decision.price', formatCents(decision.fee_cents))}
        </Typography>
      </Box>
      {decision.reasons.length > 0 && (
        <Box component="ul" sx={{ m: 0, mb: 1, pl: 2 }}>
          {decision.reasons.map((reason, index) => (
            <Typography component="li" variant="body2" key={index}>
              <ReasonText reason={reason} />
            </Typography>
          ))}
        </Box>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {decision.states.map((outcome) => (
          <StateOutcomeRow key={outcome.state} outcome={outcome} />
        ))}
      </Box>
    </Box>
  );
}
