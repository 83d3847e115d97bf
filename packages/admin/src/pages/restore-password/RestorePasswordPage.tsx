/**
 * /restore-password: ask for a reset link by email, or, from the link (`?token=`), set a new
 * password. The SDK sends the reset form and shows the server's message; on success the page goes to /auth.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { SIGN_IN } from '../../routes/paths.js';
import { TextInputField } from '../../forms/TextInputField.js';
import { useLightForm } from '../../forms/use-light-form.js';
import { useWords, type WordKey } from '../../i18n/words.js';
import { useSdk } from '../../session/sdk-context.js';
import { all, email, maxLength, minLength, required } from '../../validation/rules.js';

function RequestLinkForm() {
  const t = useWords();
  const sdk = useSdk();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useLightForm({ email: all(required, email) }, { email: '' });
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !form.validate()) return;
    setBusy(true);
    const result = await sdk.session.reset({ email: form.values.email.trim() });
    // A successful reset goes to /auth, where the server's message is shown (specification, section 7).
    if (result.success) return void navigate(SIGN_IN);
    setBusy(false);
    if (result.error) form.showServerErrors(result.error.fieldErrors);
  }
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {t('app.restore.intro')}
      </Typography>
      <TextInputField
        {...form.field('email')}
        id="email"
        label={t('app.restore.email')}
        type="email"
        autoComplete="email"
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
        {t('app.restore.send')}
      </Button>
    </Box>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const t = useWords();
  const sdk = useSdk();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useLightForm(
    { password: all(required, minLength(8), maxLength(100)), password_confirmation: required },
    { password: '', password_confirmation: '' },
  );
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !form.validate()) return;
    if (form.values.password !== form.values.password_confirmation) {
      form.showServerErrors({ password_confirmation: ['app.validation.passwordsDiffer' satisfies WordKey] });
      return;
    }
    setBusy(true);
    const result = await sdk.session.reset({ token, ...form.values });
    // A successful reset goes to /auth, where the server's message is shown (specification, section 7).
    if (result.success) return void navigate(SIGN_IN);
    setBusy(false);
    if (result.error) form.showServerErrors(result.error.fieldErrors);
  }
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {t('app.restore.newPasswordIntro')}
      </Typography>
      <TextInputField
        {...form.field('password')}
        id="password"
        label={t('app.restore.password')}
        type="password"
        autoComplete="new-password"
        autoFocus
      />
      <TextInputField
        {...form.field('password_confirmation')}
        id="password_confirmation"
        label={t('app.restore.confirmation')}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
        {t('app.restore.save')}
      </Button>
    </Box>
  );
}

export default function RestorePasswordPage() {
  const t = useWords();
  const token = useSearchParams()[0].get('token');
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ mb: 1, fontWeight: 600 }}>
        {t('app.restore.title')}
      </Typography>
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to={SIGN_IN}>
          {t('app.restore.back')}
        </Link>
      </Box>
    </>
  );
}
