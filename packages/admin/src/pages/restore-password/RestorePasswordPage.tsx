/**
 * /restore-password: ask for a reset link by email, or, from the link (`?token=`), set a new
 * password. The SDK sends the reset form and shows the server's message; on success the page goes to /auth.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ResetResult } from '@permit-office/sdk';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { SIGN_IN } from '../../registry/paths.js';
import { LightForm } from '../../forms/LightForm.js';
import { useLightForm, type Sent } from '../../forms/use-light-form.js';
import { useWords, type WordKey } from '../../i18n/words.js';
import { useSdk } from '../../session/sdk-context.js';
import { all, email, maxLength, minLength, required } from '../../validation/rules.js';

/**
 * Where a reset leads: on success to /auth, where the server's message is shown (specification,
 * section 7); else the server's field errors stay under the fields.
 */
function useAfterReset() {
  const navigate = useNavigate();
  return (result: ResetResult): Sent => {
    if (!result.success) return result.error?.fieldErrors;
    void navigate(SIGN_IN);
    return 'done';
  };
}

function RequestLinkForm() {
  const t = useWords();
  const sdk = useSdk();
  const afterReset = useAfterReset();
  const form = useLightForm({ email: all(required, email) }, { email: '' });
  const submit = form.onSubmit(async (values) => afterReset(await sdk.session.reset({ email: values.email.trim() })));
  return (
    <LightForm
      onSubmit={submit}
      busy={form.busy}
      intro={t('app.restore.intro')}
      fields={[
        {
          ...form.field('email'),
          label: t('app.restore.email'),
          type: 'email',
          autoComplete: 'email',
          autoFocus: true,
        },
      ]}
      submit={t('app.restore.send')}
    />
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const t = useWords();
  const sdk = useSdk();
  const afterReset = useAfterReset();
  const form = useLightForm(
    { password: all(required, minLength(8), maxLength(100)), password_confirmation: required },
    { password: '', password_confirmation: '' },
  );
  const submit = form.onSubmit(async (values) => {
    if (values.password !== values.password_confirmation) {
      return { password_confirmation: ['app.validation.passwordsDiffer' satisfies WordKey] };
    }
    return afterReset(await sdk.session.reset({ token, ...values }));
  });
  const newPassword = { type: 'password', autoComplete: 'new-password' };
  return (
    <LightForm
      onSubmit={submit}
      busy={form.busy}
      intro={t('app.restore.newPasswordIntro')}
      fields={[
        { ...form.field('password'), ...newPassword, label: t('app.restore.password'), autoFocus: true },
        { ...form.field('password_confirmation'), ...newPassword, label: t('app.restore.confirmation') },
      ]}
      submit={t('app.restore.save')}
    />
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
