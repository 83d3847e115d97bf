/**
 * /delete-app-account: public page for mobile-app users: email, password and a confirmation send
 * the deletion request; the server's answer is shown. Reachable signed in or out.
 */
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SdkError } from '@permit-office/sdk';
import { useState } from 'react';
import { LightForm } from '../../forms/LightForm.js';
import { useLightForm, type Sent } from '../../forms/use-light-form.js';
import { useShownText, useWords, type WordKey } from '../../i18n/words.js';
import { notify } from '../../overlays/notifications/store.js';
import { useSdk } from '../../session/sdk-context.js';
import { all, email, required } from '../../validation/rules.js';

export default function DeleteAppAccountPage() {
  const t = useWords();
  const shown = useShownText();
  const sdk = useSdk();
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const form = useLightForm({ email: all(required, email), password: required }, { email: '', password: '' });

  const confirm = () => {
    setConfirmError(confirmed ? undefined : t('app.validation.confirm'));
    return confirmed;
  };
  const submit = form.onSubmit(async (values): Promise<Sent> => {
    try {
      const { data } = sdk.unwrap(
        await sdk.client.POST('/account-deletion-requests', {
          body: { email: values.email.trim(), password: values.password, confirmation: true },
        }),
      );
      setDone(data.message);
      return 'done';
    } catch (error) {
      const failure = error instanceof SdkError ? error : undefined;
      if (failure && Object.keys(failure.fieldErrors).length) return failure.fieldErrors;
      if (!failure?.notified) notify('error', failure?.words ?? ('app.sdk.somethingWentWrong' satisfies WordKey));
      return undefined;
    }
  }, confirm);

  return (
    <Paper sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 1 }}>
        {t('app.deleteAccount.title')}
      </Typography>
      {done ? (
        <Alert severity="success" role="status">
          <strong>{t('app.deleteAccount.done')}.</strong> {shown(done)}
        </Alert>
      ) : (
        <LightForm
          onSubmit={submit}
          busy={form.busy}
          intro={t('app.deleteAccount.intro')}
          fields={[
            { ...form.field('email'), label: t('app.deleteAccount.email'), type: 'email', autoComplete: 'username' },
            {
              ...form.field('password'),
              label: t('app.deleteAccount.password'),
              type: 'password',
              autoComplete: 'current-password',
            },
          ]}
          submit={t('app.deleteAccount.submit')}
          color="error"
        >
          <FormControlLabel
            control={<Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />}
            label={t('app.deleteAccount.confirmation')}
          />
          <FormHelperText error={Boolean(confirmError)} sx={{ mt: 0, mb: 1 }}>
            {confirmError ?? ' '}
          </FormHelperText>
        </LightForm>
      )}
    </Paper>
  );
}
