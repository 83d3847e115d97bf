/**
 * /check: the roadside check of a permit (issue 64), public, signed in or out. The permit's QR code
 * opens it with the number and the verification code; an officer may also type them. It shows the
 * least that tells whether the permit is good (its status, validity, states, the load's and the
 * vehicle's figures), large and in strong contrast for a phone in sunlight, and loads no more than
 * the sign-in page does. A wrong code reads as an unknown number, as the API answers it.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SdkError, type components } from '@permit-office/sdk';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LightForm } from '../../forms/LightForm.js';
import { useLightForm, type Sent } from '../../forms/use-light-form.js';
import { formatDate, formatFeetInches, formatPounds } from '../../format/format.js';
import { useWords, type WordKey } from '../../i18n/words.js';
import { useSdk } from '../../session/sdk-context.js';
import { format, required, all } from '../../validation/rules.js';

type PermitCheck = components['schemas']['PermitCheck'];
type Outcome = { permit: PermitCheck } | { problem: WordKey };

const NUMBER = /^PR-\d{6}$/;
const CODE = /^[0-9A-Za-z-]{4,20}$/;

const STATUS_COLOUR = {
  valid: 'success',
  not_yet_valid: 'warning',
  expired: 'error',
  superseded: 'error',
  revoked: 'error',
} as const;

/** Asks the API, and says what it answered in the officer's words. */
function useCheck() {
  const sdk = useSdk();
  return async (number: string, code: string): Promise<Outcome> => {
    try {
      const { data } = sdk.unwrap(await sdk.client.GET('/permit-check', { params: { query: { number, code } } }));
      return { permit: data };
    } catch (error) {
      const status = error instanceof SdkError ? error.status : undefined;
      return {
        problem:
          status === 404
            ? 'app.permitCheck.notFound'
            : status === 429
              ? 'app.permitCheck.tooMany'
              : status === 422
                ? 'app.permitCheck.notFound'
                : 'app.permitCheck.unreachable',
      };
    }
  };
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="dt" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.25rem', fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

function Permit({ permit }: { permit: PermitCheck }) {
  const t = useWords();
  const { load, vehicle } = permit;
  return (
    <section aria-labelledby="permit-status">
      <Alert
        severity={STATUS_COLOUR[permit.status]}
        variant="filled"
        icon={false}
        sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 2 }}
      >
        <span id="permit-status">{t(`app.permitCheck.status.${permit.status}`)}</span>
      </Alert>
      {permit.current_number && permit.status === 'superseded' && (
        <Typography sx={{ fontSize: '1.125rem', mb: 2 }}>
          {t('app.permitCheck.replacedBy', permit.current_number)}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0 }}>
        <Figure label={t('app.permitCheck.number')}>{permit.number}</Figure>
        <Figure label={t('app.permitCheck.validity')}>
          {t('app.permitCheck.fromTo', formatDate(permit.valid_from), formatDate(permit.valid_to))}
        </Figure>
        <Figure label={t('app.permitCheck.states')}>{permit.states.join(' → ')}</Figure>
        <Figure label={t('app.permitCheck.size')}>
          {formatFeetInches(load.length_in)} × {formatFeetInches(load.width_in)} × {formatFeetInches(load.height_in)}
        </Figure>
        <Figure label={t('app.permitCheck.weight')}>
          {t('app.permitCheck.weightOnAxles', formatPounds(load.weight_lbs), load.axles)}
        </Figure>
        {vehicle && (
          <Figure label={t('app.permitCheck.axles')}>
            <Box component="ol" sx={{ m: 0, pl: 3, fontSize: '1.125rem' }}>
              {vehicle.axles.map((axle, index) => (
                <li key={index}>
                  {formatPounds(axle.weight_lbs)}
                  {axle.spacing_in !== null && ` · ${t('app.permitCheck.spacing', formatFeetInches(axle.spacing_in))}`}
                </li>
              ))}
            </Box>
          </Figure>
        )}
      </Box>
    </section>
  );
}

export default function PermitCheckPage() {
  const t = useWords();
  const check = useCheck();
  const [search, setSearch] = useSearchParams();
  const number = search.get('number') ?? '';
  const code = search.get('code') ?? '';
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const form = useLightForm(
    { number: all(required, format(NUMBER)), code: all(required, format(CODE)) },
    { number, code },
  );

  // Opened from a QR code: checked at once.
  useEffect(() => {
    if (!NUMBER.test(number) || !CODE.test(code)) return;
    let live = true;
    void check(number, code).then((answer) => live && setOutcome(answer));
    return () => {
      live = false;
    };
    // `check` reads the SDK, which does not change; the address is what asks again.
  }, [number, code]);

  const submit = form.onSubmit(async (values): Promise<Sent> => {
    const typed = { number: values.number.trim().toUpperCase(), code: values.code.trim() };
    setSearch(typed, { replace: true });
    setOutcome(await check(typed.number, typed.code));
    // The page stays: the officer may check another permit.
    return undefined;
  });

  return (
    <Paper sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {t('app.permitCheck.title')}
      </Typography>
      {outcome && 'permit' in outcome && <Permit permit={outcome.permit} />}
      {outcome && 'problem' in outcome && (
        <Alert severity="error" sx={{ fontSize: '1.125rem', mb: 2 }} role="alert">
          {t(outcome.problem)}
        </Alert>
      )}
      <Box sx={{ mt: 3 }}>
        <LightForm
          onSubmit={submit}
          busy={form.busy}
          intro={t('app.permitCheck.intro')}
          fields={[
            { ...form.field('number'), label: t('app.permitCheck.number'), autoComplete: 'off' },
            { ...form.field('code'), label: t('app.permitCheck.code'), autoComplete: 'off' },
          ]}
          submit={t('app.permitCheck.submit')}
        />
      </Box>
    </Paper>
  );
}
