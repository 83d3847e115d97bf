/** What a list shows when it has nothing to show, and when its data could not be read. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CreateButton, useListContext } from 'react-admin';
import { app } from '../i18n/en.js';

export function ListEmpty({ canCreate = true }: { canCreate?: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6">{app.lists.empty}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {canCreate ? app.lists.emptyCreate : app.lists.emptyWait}
      </Typography>
      {canCreate && <CreateButton variant="contained" />}
    </Box>
  );
}

/** In place of the rows: what went wrong, and a way to try again. */
export function ListError() {
  const { error, refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" onClick={() => void refetch()}>
          {app.common.retry}
        </Button>
      }
    >
      {error?.message ?? app.sdk.somethingWentWrong}
    </Alert>
  );
}

/** Rows are filtered out: said so, where the rows would be. */
export function ListNoMatch() {
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      {app.lists.noMatch}
    </Typography>
  );
}
