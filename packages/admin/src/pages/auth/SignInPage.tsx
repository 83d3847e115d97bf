/**
 * /auth: the only sign-in page. The SDK signs in and notifies; the router's guard then takes the
 * visitor on to /overview, or back to where it stopped them when `returnTo` says so.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { RESTORE_PASSWORD } from '../../registry/paths.js';
import { LightForm } from '../../forms/LightForm.js';
import { useLightForm } from '../../forms/use-light-form.js';
import { useWords } from '../../i18n/words.js';
import { markFeedbackDue } from '../../overlays/feedback/feedback-flag.js';
import { useSdk } from '../../session/sdk-context.js';
import { all, email, required } from '../../validation/rules.js';

export function SignInPage() {
  const t = useWords();
  const sdk = useSdk();
  const form = useLightForm({ email: all(required, email), password: required }, { email: '', password: '' });

  const submit = form.onSubmit(async (values) => {
    // Signed in, the router's guard takes /auth on to where `returnTo` says (routes/Root.tsx).
    const result = await sdk.session.login({ email: values.email.trim(), password: values.password });
    if (!result.signedIn) return result.error?.fieldErrors;
    if (result.showPopup) markFeedbackDue();
    return 'done';
  });

  return (
    <>
      <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 600 }}>
        {t('app.auth.title')}
      </Typography>
      <LightForm
        onSubmit={submit}
        busy={form.busy}
        fields={[
          {
            ...form.field('email'),
            label: t('app.auth.email'),
            type: 'email',
            autoComplete: 'username',
            autoFocus: true,
          },
          {
            ...form.field('password'),
            label: t('app.auth.password'),
            type: 'password',
            autoComplete: 'current-password',
          },
        ]}
        submit={form.busy ? t('app.auth.signingIn') : t('app.auth.signIn')}
      />
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to={RESTORE_PASSWORD}>
          {t('app.auth.forgot')}
        </Link>
      </Box>
    </>
  );
}
