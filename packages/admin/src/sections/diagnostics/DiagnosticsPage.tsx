/**
 * /test: what support staff need to know when something does not work: where the app points,
 * whether the API answers and how fast, the session, and this browser. "Copy diagnostics" puts
 * it all, as plain text and without the token, on the clipboard for a support ticket.
 */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cookieTokenStore } from '@permit-office/sdk/browser';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
// Only `version` reaches the bundle: Vite turns a JSON file into named exports and drops the rest.
import { version } from '../../../package.json';
import { useShownText, useWords } from '../../i18n/words.js';
import { useSdk, useSignedIn } from '../../session/sdk-context.js';
import { failureText, formatCheckedAt, formatMs, probe, probeState, type ProbeOutcome } from './probe.js';
import { diagnosticsText } from './summary.js';
import { describeTokenExpiry, readTokenExpiry } from './token-expiry.js';
import { Outbox } from './Outbox.js';

/** How often the token's "in N minutes" is brought up to date while the page is open. */
const EXPIRY_TICK_MS = 30_000;

/**
 * The Sdk object does not hand out its tokens (they never leave the session), so the token is read
 * where the SDK keeps it in a browser, through the SDK's own cookie reader, which knows the
 * cookie's name and encoding. It is decoded for its expiry only: never shown, stored or sent.
 */
const readAccessToken = (): string | undefined => cookieTokenStore(document).getAccessToken();

const sizeOf = () => `${window.innerWidth} × ${window.innerHeight}`;

/** The window's size, kept current: a phone turned sideways is worth knowing. */
function useWindowSize(): string {
  const [size, setSize] = useState(sizeOf);
  useEffect(() => {
    const resized = () => setSize(sizeOf());
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);
  return size;
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || '—';

function Facts({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        '& dt': { color: 'text.secondary', fontWeight: 600, mt: { xs: 1, sm: 0 } },
        // Addresses and user agents are long words: they wrap rather than widen a phone's page.
        '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {children}
    </Box>
  );
}

function Fact({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <>
      <Typography component="dt" variant="body2">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={mono ? { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } : undefined}
      >
        {children}
      </Typography>
    </>
  );
}

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

function ConnectionFacts({ outcome }: { outcome: ProbeOutcome | undefined }) {
  const t = useWords();
  const shown = useShownText();
  if (!outcome) return <Typography variant="body2">{t('app.diagnostics.checking')}</Typography>;
  return (
    <Facts>
      <Fact label={t('app.diagnostics.state')}>
        <Chip
          size="small"
          color={outcome.kind === 'reachable' ? 'success' : 'error'}
          label={t(probeState(outcome))}
          data-testid="connection-state"
        />
      </Fact>
      {outcome.kind !== 'unreachable' && <Fact label={t('app.diagnostics.status')}>{outcome.status}</Fact>}
      <Fact label={t('app.diagnostics.latency')}>{formatMs(t, outcome.ms)}</Fact>
      {outcome.kind !== 'reachable' && <Fact label={t('app.diagnostics.failure')}>{failureText(outcome, shown)}</Fact>}
      <Fact label={t('app.diagnostics.checkedAt')}>{formatCheckedAt(outcome.at)}</Fact>
    </Facts>
  );
}

export default function DiagnosticsPage() {
  const t = useWords();
  const shown = useShownText();
  const sdk = useSdk();
  const signedIn = useSignedIn();
  const notify = useNotify();
  const [outcome, setOutcome] = useState<ProbeOutcome>();
  const [checking, setChecking] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const [copyFallback, setCopyFallback] = useState<string>();
  const latest = useRef(0);
  const browserWindow = useWindowSize();

  const check = useCallback(async () => {
    const run = ++latest.current;
    setChecking(true);
    // GET /me reads the identity: cheap, signed in, and it changes nothing on the server.
    const result = await probe(() => sdk.client.GET('/me'));
    // A slower earlier check must not overwrite a newer one.
    if (run !== latest.current) return;
    setOutcome(result);
    setChecking(false);
    // The call may have renewed the token on the way.
    setNow(new Date());
  }, [sdk]);

  useEffect(() => {
    void check();
  }, [check]);

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), EXPIRY_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const tokenExpiry = describeTokenExpiry(readTokenExpiry(readAccessToken(), now), t);

  const copy = async () => {
    const text = diagnosticsText(
      {
        version,
        apiUrl: sdk.apiUrl,
        siteUrl: sdk.siteUrl,
        signedIn,
        tokenExpiry,
        probe: outcome,
        userAgent: navigator.userAgent,
        timeZone: timeZone(),
        language: navigator.language,
        window: browserWindow,
        now: new Date(),
      },
      t,
      shown,
    );
    try {
      await navigator.clipboard.writeText(text);
      setCopyFallback(undefined);
      notify('app.diagnostics.copied', { type: 'success' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text to copy by hand instead.
      setCopyFallback(text);
      notify('app.diagnostics.copyFailed', { type: 'error' });
    }
  };

  return (
    <Box sx={{ minWidth: 0, py: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <Title title={t('app.diagnostics.title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">{t('app.diagnostics.intro')}</Typography>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('app.diagnostics.copy')}
        </Button>
      </Box>
      {copyFallback !== undefined && (
        <TextField
          label={t('app.diagnostics.copyTitle')}
          value={copyFallback}
          multiline
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
        />
      )}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Panel title={t('app.diagnostics.addresses')}>
          <Facts>
            <Fact label={t('app.diagnostics.apiUrl')} mono>
              {sdk.apiUrl}
            </Fact>
            <Fact label={t('app.diagnostics.siteUrl')} mono>
              {sdk.siteUrl}
            </Fact>
          </Facts>
        </Panel>
        <Panel
          title={t('app.diagnostics.connection')}
          action={
            <Button
              variant="outlined"
              size="small"
              startIcon={<RefreshIcon />}
              onClick={() => void check()}
              disabled={checking}
            >
              {checking ? t('app.diagnostics.checking') : t('app.diagnostics.checkAgain')}
            </Button>
          }
        >
          <Typography variant="body2" color="text.secondary">
            {t('app.diagnostics.probe')}
          </Typography>
          <Box role="status" aria-live="polite" aria-busy={checking}>
            <ConnectionFacts outcome={outcome} />
          </Box>
        </Panel>
        <Panel title={t('app.diagnostics.session')}>
          <Facts>
            <Fact label={t('app.diagnostics.signedInLabel')}>
              {signedIn ? t('app.diagnostics.signedIn') : t('app.diagnostics.signedOut')}
            </Fact>
            <Fact label={t('app.diagnostics.tokenExpiry')}>{tokenExpiry}</Fact>
          </Facts>
        </Panel>
        <Panel title={t('app.diagnostics.environment')}>
          <Facts>
            <Fact label={t('app.diagnostics.version')} mono>
              {version}
            </Fact>
            <Fact label={t('app.diagnostics.userAgent')}>{navigator.userAgent}</Fact>
            <Fact label={t('app.diagnostics.timeZone')}>{timeZone()}</Fact>
            <Fact label={t('app.diagnostics.language')}>{navigator.language}</Fact>
            <Fact label={t('app.diagnostics.window')}>{browserWindow}</Fact>
          </Facts>
        </Panel>
        <Panel title={t('app.outbox.title')}>
          <Typography variant="body2" color="text.secondary">
            {t('app.outbox.intro')}
          </Typography>
          <Outbox />
        </Panel>
      </Box>
    </Box>
  );
}
