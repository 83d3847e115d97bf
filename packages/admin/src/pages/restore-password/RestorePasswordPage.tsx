/**
 * /restore-password: ask for a reset link by email, or, from the link (`?token=`), set a new
 * password. The SDK sends the reset form, and on success goes to /auth with the server's message.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { AppLink } from '../../routes/AppLink.js';
import { useSearch } from '../../routes/location.js';
import { TextInputField } from '../../forms/TextInputField.js';
import { useLightForm } from '../../forms/useLightForm.js';
import { app } from '../../i18n/en.js';
import { useSdk } from '../../session/sdk-context.js';
import { all, email, maxLength, minLength, required } from '../../validation/rules.js';

function RequestLinkForm() {
  const sdk = useSdk();
  const [busy, setBusy] = useState(false);
  const form = useLightForm({ email: all(required, email) }, { email: '' });
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !form.validate()) return;
    setBusy(true);
    const result = await sdk.session.reset({ email: form.values.email.trim() });
    setBusy(false);
    if (result.error) form.showServerErrors(result.error.fieldErrors);
  }
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {app.restore.intro}
      </Typography>
      <TextInputField
        {...form.field('email')}
        id="email"
        label={app.restore.email}
        type="email"
        autoComplete="email"
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
        {app.restore.send}
      </Button>
    </Box>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const sdk = useSdk();
  const [busy, setBusy] = useState(false);
  const form = useLightForm(
    { password: all(required, minLength(8), maxLength(100)), password_confirmation: required },
    { password: '', password_confirmation: '' },
  );
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !form.validate()) return;
    if (form.values.password !== form.values.password_confirmation) {
      form.showServerErrors({ password_confirmation: [app.validation.passwordsDiffer] });
      return;
    }
    setBusy(true);
    const result = await sdk.session.reset({ token, ...form.values });
    setBusy(false);
    if (result.error) form.showServerErrors(result.error.fieldErrors);
  }
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {app.restore.newPasswordIntro}
      </Typography>
      <TextInputField
        {...form.field('password')}
        id="password"
        label={app.restore.password}
        type="password"
        autoComplete="new-password"
        autoFocus
      />
      <TextInputField
        {...form.field('password_confirmation')}
        id="password_confirmation"
        label={app.restore.confirmation}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
        {app.restore.save}
      </Button>
    </Box>
  );
}

export default function RestorePasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ mb: 1, fontWeight: 600 }}>
        {app.restore.title}
      </Typography>
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <AppLink to="/auth">{app.restore.back}</AppLink>
      </Box>
    </>
  );
}
