/**
 * /overview/{id}: one permit request at a glance: where it stands and how it got there, the load,
 * each state on the route against its regulations, the documents in the file viewer, and the
 * decisions its status allows (staff review, approve, reject, issue; a member cancels).
 * A non-numeric id fails route validation (404).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { needsReason } from '@permit-office/sdk';
import { useGetOne } from '../../registry/data-hooks.js';
import { RecordLive } from '../../live/RecordLive.js';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { wrapAnywhere } from '../../styles/long-text.js';
import { ReasonDialog } from '../../components/ReasonDialog.js';
import { HistoryButton } from '../../history/HistoryButton.js';
import { RecordLoadError } from '../../components/RecordLoadError.js';
import { useApiAction } from '../../components/use-api-action.js';
import { formatCents, formatDate, formatDateTime, formatFeetInches, formatPounds } from '../../format/format.js';
import { useShownText, useWords, type WordKey, wordsOf } from '../../i18n/words.js';
import { RouteValidationFailed } from '../../pages/error/ErrorPage.js';
import { LimitFlags, checkRoute, stateName } from '../../regulations/LimitFlags.js';
import { useStateRegulations } from '../../regulations/use-state-regulations.js';
import { DecisionChip, DecisionSummary } from '../permit-requests/decision.js';
import { isRecordId } from '../../registry/paths.js';
import { useCan } from '../../access/use-can.js';
import { required } from '../../validation/rules.js';
import type { LoadRow } from '../loads/LoadList.js';
import type { VehicleRow } from '../vehicles/VehicleList.js';
import { MainAndSide } from './MainAndSide.js';
import { PermitStatusChip, type PermitRequestRecord, type PermitStatus } from '../permit-requests/status.js';
import { mayEdit, nextStatuses, stepsAhead } from '../permit-requests/workflow.js';
import { AnswerExpectation, ClockChip } from '../permit-requests/clock.js';
import { Assignment } from '../permit-requests/queue.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { pathTo } from '../../registry/table.js';
import { Conversation } from '../conversations/Conversation.js';
import { FileButtons } from '../../components/FileButtons.js';
import { PermitChanges, PermitLinks } from './PermitChanges.js';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.js';

/** A part of the page, named by its heading (a region people and tests find by name). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const heading = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={heading}>
      <CardContent>
        <Typography id={heading} component="h2" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A label and its value, as a definition list reads. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 120, maxWidth: '100%' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, ...wrapAnywhere }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The button that moves a request to a status, by the status. */
const ACTION_LABEL: Partial<Record<PermitStatus, WordKey>> = {
  in_review: 'app.permitOverview.startReview',
  waiting_on_member: 'app.permitOverview.askMember',
  approved: 'app.permitOverview.approve',
  rejected: 'app.permitOverview.reject',
  issued: 'app.permitOverview.issue',
  cancelled: 'app.permitOverview.cancel',
};

/** The decisions the request's status allows this person; a rejection asks for its reason. */
function Actions({ permit }: { permit: PermitRequestRecord }) {
  const t = useWords();
  const dataProvider = useDataProvider<AppDataProvider>();
  const act = useApiAction();
  // Staff decide (review, approve, reject, issue, reopen); a member may only cancel their own.
  const staff = useCan('decide', 'my-permit-request');
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  // An approval reversed says why: to review again, or cancelled (the SDK's `needsReason`).
  const [reversing, setReversing] = useState<PermitStatus | null>(null);
  const [asking, setAsking] = useState(false);

  const move = async (status: PermitStatus, note?: string) => {
    setBusy(true);
    const done = await act(
      () => dataProvider.transitionPermitRequest(permit, note === undefined ? { status } : { status, note }),
      // The status as a sentence names it (`in review`): the catalogue's own words, not a label lowercased.
      t('app.permitOverview.moved', t(`app.overview.activityStatus.permit_request.${status}`)),
    );
    setBusy(false);
    return done;
  };

  // A question is a message of the conversation that moves the request to wait on the member.
  const ask = async (question: string) => {
    setBusy(true);
    const done = await act(
      () => dataProvider.postPermitRequestMessage(permit.id, { body: question, ask: true, internal: false }),
      t('app.conversation.asked'),
    );
    setBusy(false);
    return done;
  };

  const next = nextStatuses(permit.status, staff);
  if (!next.length && !mayEdit(permit.status, staff)) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
      {next.map((status) => {
        const label =
          permit.status === 'rejected' && status === 'in_review'
            ? 'app.permitOverview.reopen'
            : permit.status === 'approved' && status === 'in_review'
              ? 'app.permitOverview.reverse'
              : permit.status === 'waiting_on_member' && status === 'in_review'
                ? 'app.permitOverview.resume'
                : ACTION_LABEL[status];
        return (
          <Button
            key={status}
            variant={status === 'approved' || status === 'issued' ? 'contained' : 'outlined'}
            color={status === 'rejected' || status === 'cancelled' ? 'error' : 'primary'}
            disabled={busy}
            onClick={() =>
              status === 'rejected'
                ? setRejecting(true)
                : status === 'waiting_on_member'
                  ? setAsking(true)
                  : needsReason(permit.status, status)
                    ? setReversing(status)
                    : void move(status)
            }
          >
            {label && t(label)}
          </Button>
        );
      })}
      {mayEdit(permit.status, staff) && (
        <Button component={RouterLink} to={pathTo('my-permit-request', permit.id)} disabled={busy}>
          {t('app.permitOverview.edit')}
        </Button>
      )}
      <ReasonDialog
        open={rejecting}
        title={t('app.permitOverview.rejectTitleNamed', permit.number)}
        label={t('app.permitOverview.rejectReason')}
        hint={t('app.permitOverview.rejectHint')}
        validate={required}
        confirm={t('app.permitOverview.reject')}
        busy={busy}
        onClose={() => setRejecting(false)}
        onConfirm={(reason) => move('rejected', reason)}
      />
      <ReasonDialog
        open={reversing !== null}
        title={t(
          reversing === 'cancelled'
            ? 'app.permitOverview.cancelApprovedTitleNamed'
            : 'app.permitOverview.reverseTitleNamed',
          permit.number,
        )}
        label={t('app.permitOverview.rejectReason')}
        hint={t('app.permitOverview.reverseHint')}
        validate={required}
        confirm={t(reversing === 'cancelled' ? 'app.permitOverview.cancel' : 'app.permitOverview.reverse')}
        busy={busy}
        onClose={() => setReversing(null)}
        onConfirm={(reason) => (reversing ? move(reversing, reason) : Promise.resolve(false))}
      />
      <ReasonDialog
        open={asking}
        title={t('app.permitOverview.askTitleNamed', permit.number)}
        label={t('app.permitOverview.askQuestion')}
        hint={t('app.permitOverview.askHint')}
        validate={required}
        confirm={t('app.permitOverview.askMember')}
        busy={busy}
        onClose={() => setAsking(false)}
        onConfirm={(question) => ask(question)}
      />
    </Box>
  );
}

/** What happened, oldest first, then the steps still ahead, greyed. */
function Timeline({ permit }: { permit: PermitRequestRecord }) {
  const t = useWords();
  const ahead = stepsAhead(permit.status);
  return (
    <Stepper
      orientation="vertical"
      activeStep={permit.status_history.length}
      aria-label={t('app.permitOverview.timeline')}
    >
      {permit.status_history.map((change, index) => (
        <Step key={`${change.status}-${change.at}-${index}`} completed expanded>
          <StepLabel error={change.status === 'rejected'}>{t(`app.permits.status.${change.status}`)}</StepLabel>
          <StepContent>
            <Typography variant="body2" color="text.secondary" sx={wrapAnywhere}>
              {formatDateTime(change.at)} · <bdi>{t('app.permitOverview.by', change.by_name)}</bdi>
            </Typography>
            {change.note && (
              <Typography variant="body2" sx={wrapAnywhere}>
                {change.note}
              </Typography>
            )}
          </StepContent>
        </Step>
      ))}
      {ahead.map((status) => (
        <Step key={status} disabled>
          <StepLabel>{t(`app.permits.status.${status}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

function LoadFacts({ load }: { load: LoadRow }) {
  const t = useWords();
  return (
    <>
      <Typography sx={{ fontWeight: 600, ...wrapAnywhere }}>{load.description}</Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, mt: 1 }}>
        <Fact label={t('app.loads.fields.commodity')}>{load.commodity}</Fact>
        <Fact label={t('app.loads.fields.length_in')}>{formatFeetInches(load.length_in)}</Fact>
        <Fact label={t('app.loads.fields.width_in')}>{formatFeetInches(load.width_in)}</Fact>
        <Fact label={t('app.loads.fields.height_in')}>{formatFeetInches(load.height_in)}</Fact>
        <Fact label={t('app.loads.fields.weight_lbs')}>{formatPounds(load.weight_lbs)}</Fact>
        <Fact label={t('app.loads.fields.axles')}>{load.axles}</Fact>
        <Fact label={t('app.loads.route')}>
          <bdi>{load.origin_city}</bdi>, {load.origin_state} → <bdi>{load.destination_city}</bdi>,{' '}
          {load.destination_state}
        </Fact>
        {load.vehicle_id ? <VehicleFact id={load.vehicle_id} /> : null}
      </Box>
      <Link component={RouterLink} to={pathTo('my-loads', load.id)} sx={{ display: 'inline-block', mt: 1 }}>
        {t('app.permitOverview.openLoad')}
      </Link>
    </>
  );
}

/** The vehicle the load rides on, and what each of its axles carries, front to back. */
function VehicleFact({ id }: { id: number }) {
  const t = useWords();
  const { data: vehicle } = useGetOne<VehicleRow>('my-vehicles', { id });
  if (!vehicle) return null;
  return (
    <Fact label={t('app.loads.fields.vehicle_id')}>
      <Link component={RouterLink} to={pathTo('my-vehicles', vehicle.id)} sx={wrapAnywhere}>
        {vehicle.name}
      </Link>
      <br />
      {t('app.permitOverview.axleWeights', vehicle.axles.map((axle) => formatPounds(axle.weight_lbs)).join(' · '))}
    </Fact>
  );
}

/** Each state of the route: its legal limits, and where this load goes over them. */
function RouteStates({ permit, load }: { permit: PermitRequestRecord; load?: LoadRow }) {
  const t = useWords();
  const { byState } = useStateRegulations();
  const checks = load ? checkRoute(load, permit.states, byState) : [];
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.5 }}>
      {permit.states.map((state) => {
        const regulation = byState.get(state);
        const check = checks.find((candidate) => candidate.state === state);
        return (
          <li key={state}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{stateName(state)}</Typography>
              {check && <LimitFlags checks={[check]} showWithin />}
            </Box>
            {regulation && (
              <Typography variant="body2" color="text.secondary">
                {t('app.limits.limitsOf')}: {formatFeetInches(regulation.max_length_in)} ×{' '}
                {formatFeetInches(regulation.max_width_in)} × {formatFeetInches(regulation.max_height_in)},{' '}
                {formatPounds(regulation.max_weight_lbs)} · {t('app.limits.travelHours')}: {regulation.travel_hours} ·{' '}
                {t('app.limits.weekends')}{' '}
                {t(regulation.weekend_travel ? 'app.limits.allowed' : 'app.limits.notAllowed')} ·{' '}
                {t('app.limits.nights')} {t(regulation.night_travel ? 'app.limits.allowed' : 'app.limits.notAllowed')}
              </Typography>
            )}
          </li>
        );
      })}
    </Box>
  );
}

function PermitRequestDetails({ id }: { id: string }) {
  const t = useWords();
  const shown = useShownText();
  const opensCompanies = useCan('show', 'companies');
  const staff = useCan('decide', 'my-permit-request');
  const { data: permit, isPending, error } = useGetOne<PermitRequestRecord>('my-permit-request', { id: Number(id) });
  const { data: load, error: loadError } = useGetOne<LoadRow>(
    'my-loads',
    { id: permit?.load_id ?? 0 },
    { enabled: Boolean(permit?.load_id) },
  );
  if (isPending) return <Skeleton variant="rounded" height={320} />;
  if (error || !permit) return <RecordLoadError error={error} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Title title={permit.number} />
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
              {permit.number}
            </Typography>
            <PermitStatusChip status={permit.status} size="medium" />
            {staff && <ClockChip record={permit} size="medium" />}
            <DecisionChip decision={permit.decision} size="medium" />
            <Box sx={{ ml: 'auto' }}>
              <HistoryButton section="my-permit-request" record={permit} canPutBack={mayEdit(permit.status, staff)} />
            </Box>
          </Box>
          {/* Who else has it open, and a colleague's save as it happens. */}
          <Box sx={{ display: 'flex', mt: 1 }}>
            <RecordLive
              collection="permit-requests"
              resource="my-permit-request"
              id={permit.id}
              version={permit.version}
            />
          </Box>
          <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, mt: 1 }}>
            <Fact label={t('app.permitOverview.company')}>
              {opensCompanies ? (
                <Link component={RouterLink} to={pathTo('companies', permit.company_id, 'page')}>
                  <bdi>{permit.company_name}</bdi>
                </Link>
              ) : (
                <bdi>{permit.company_name}</bdi>
              )}
            </Fact>
            <Fact label={t('app.permitOverview.dates')}>
              {formatDate(permit.start_date)} – {formatDate(permit.end_date)}
            </Fact>
            <Fact label={t('app.permitOverview.fee')}>{formatCents(permit.fee_cents)}</Fact>
            {staff && permit.due_at && (
              <Fact label={t('app.permits.fields.due_at')}>{formatDateTime(permit.due_at)}</Fact>
            )}
          </Box>
          {/* Staff: who holds it, to take or hand over; a member: when to expect an answer. */}
          {staff ? <Assignment permit={permit} /> : <AnswerExpectation record={permit} />}
          {permit.notes && (
            <Typography sx={{ mt: 1, whiteSpace: 'pre-line', ...wrapAnywhere }}>
              {t('app.permits.fields.notes')}: <bdi>{permit.notes}</bdi>
            </Typography>
          )}
          {/* A change of a state's rules under this permit: what changed and what to do, as the company was told. */}
          {permit.rule_warning && (
            <Alert severity="warning" sx={{ mt: 1, ...wrapAnywhere }}>
              <strong>{t('app.permitOverview.ruleWarning', formatDateTime(permit.rule_warning.at))}</strong>
              <br />
              {permit.rule_warning.message}
            </Alert>
          )}
          <PermitLinks permit={permit} />
          <Actions permit={permit} />
          <PermitChanges permit={permit} />
        </CardContent>
      </Card>
      {/* Below the header: drawn once the header, what a tap on the request's card asked for, is on the screen. */}
      <AfterFirstPaint minHeight={600}>
        <MainAndSide>
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <Section title={t('app.permitOverview.load')}>
              {load ? (
                <LoadFacts load={load} />
              ) : loadError ? (
                <Alert severity="warning">{shown(wordsOf(loadError) ?? 'app.sdk.somethingWentWrong')}</Alert>
              ) : (
                <Skeleton variant="rounded" height={96} />
              )}
            </Section>
            <Section title={t('app.permits.decision.onRequest')}>
              <DecisionSummary decision={permit.decision} />
            </Section>
            <Section title={t('app.permitOverview.states')}>
              <RouteStates permit={permit} load={load} />
            </Section>
            <Section title={t('app.conversation.title')}>
              <Conversation permit={permit} />
            </Section>
          </Box>
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <Section title={t('app.permitOverview.timeline')}>
              <Timeline permit={permit} />
            </Section>
            <Section title={t('app.permitOverview.documents')}>
              {permit.documents.length === 0 && (
                <Typography color="text.secondary">{t('app.permitOverview.noDocuments')}</Typography>
              )}
              <FileButtons files={permit.documents} />
            </Section>
          </Box>
        </MainAndSide>
      </AfterFirstPaint>
    </Box>
  );
}

export function PermitRequestOverview() {
  const { id } = useParams();
  if (!isRecordId(id)) return <RouteValidationFailed />;
  return (
    <Box sx={{ py: 2 }}>
      <PermitRequestDetails id={id} />
    </Box>
  );
}
