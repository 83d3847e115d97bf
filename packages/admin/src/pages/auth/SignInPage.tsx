/**
 * /auth: the only sign-in page. The SDK signs in and notifies; the router's guard then takes the
 * visitor on to /overview, or back to where it stopped them when `returnTo` says so.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { RESTORE_PASSWORD } from '../../routes/paths.js';
import { TextInputField } from '../../forms/TextInputField.js';
import { useLightForm } from '../../forms/use-light-form.js';
import { useWords } from '../../i18n/words.js';
import { markFeedbackDue } from '../../overlays/feedback/feedback-flag.js';
import { useSdk } from '../../session/sdk-context.js';
import { all, email, required } from '../../validation/rules.js';

export function SignInPage() {
  const t = useWords();
  const sdk = useSdk();
  const [busy, setBusy] = useState(false);
  const form = useLightForm({ email: all(required, email), password: required }, { email: '', password: '' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !form.validate()) return;
    setBusy(true);
    // Signed in, the router's guard takes /auth on to where `returnTo` says (routes/Root.tsx).
    const result = await sdk.session.login({ email: form.values.email.trim(), password: form.values.password });
    if (result.signedIn) {
      if (result.showPopup) markFeedbackDue();
      return;
    }
    setBusy(false);
    if (result.error?.fieldErrors) form.showServerErrors(result.error.fieldErrors);
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 600 }}>
        {t('app.auth.title')}
      </Typography>
      <TextInputField
        {...form.field('email')}
        id="email"
        label={t('app.auth.email')}
        type="email"
        autoComplete="username"
        autoFocus
      />
      <TextInputField
        {...form.field('password')}
        id="password"
        label={t('app.auth.password')}
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
        {busy ? t('app.auth.signingIn') : t('app.auth.signIn')}
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to={RESTORE_PASSWORD}>
          {t('app.auth.forgot')}
        </Link>
      </Box>
    </Box>
  );
}
