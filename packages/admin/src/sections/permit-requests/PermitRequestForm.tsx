/**
 * A permit request, created from a load (from /my-loads or by choosing one here) and edited while
 * it is submitted: the states on the route in travel order, the dates, notes. Beside the states,
 * the load is checked against each state's regulations, so a member sees before sending where it
 * is over the legal limits and where it needs an escort.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { AutocompleteArrayInput, AutocompleteInput, ReferenceInput, SimpleForm, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CalendarDateInput } from '../../components/CalendarDateInput.js';
import { FormToolbar } from '../../components/FormToolbar.js';
import { formScreens } from '../../components/RecordScreens.js';
import { formatFeetInches, formatPounds } from '../../format/format.js';
import { stateChoices } from '../../format/states.js';
import { useWords, type WordKey } from '../../i18n/words.js';
import { LimitFlags, checkRoute, stateName } from '../../regulations/LimitFlags.js';
import { useStateRegulations } from '../../regulations/use-state-regulations.js';
import { useSeesEveryCompany } from '../../access/use-can.js';
import { contractRules } from '../../validation/contract-rules.js';
import { useGetOne } from '../data-hooks.js';
import { required } from '../../validation/rules.js';
import type { LoadRow } from '../loads/LoadList.js';

const validate = contractRules('PermitRequestInput');

/** Answers the catalogue's key, which react-admin translates where it shows the mistake. */
const endAfterStart = (value: unknown, values: { start_date?: string }): WordKey | undefined =>
  typeof value === 'string' && values.start_date && value < values.start_date
    ? 'app.permits.endBeforeStart'
    : undefined;

/** The chosen load against the regulations of every chosen state. */
function RouteCheck() {
  const t = useWords();
  const [loadId, chosen] = useWatch({ name: ['load_id', 'states'] }) as [number | undefined, string[] | undefined];
  const states = chosen ?? [];
  const { data: load } = useGetOne<LoadRow>('my-loads', { id: loadId ?? 0 }, { enabled: Boolean(loadId) });
  const { byState } = useStateRegulations();
  return (
    <Card variant="outlined" sx={{ mb: 2, width: '100%' }} aria-live="polite">
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('app.permits.routeCheck')}
        </Typography>
        {!load ? (
          <Typography color="text.secondary">{t('app.permits.chooseLoad')}</Typography>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {load.description}: {formatFeetInches(load.length_in)} × {formatFeetInches(load.width_in)} ×{' '}
              {formatFeetInches(load.height_in)}, {formatPounds(load.weight_lbs)}
            </Typography>
            {checkRoute(load, states, byState).map((check) => (
              <Box key={check.state} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                <Typography sx={{ minWidth: 140 }}>{stateName(check.state)}</Typography>
                <LimitFlags checks={[check]} showWithin />
              </Box>
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** A request's fields; its load is chosen when it is created, and stays. */
function PermitRequestForm({ editing }: { editing: boolean }) {
  const t = useWords();
  const everyCompany = useSeesEveryCompany();
  return (
    <SimpleForm toolbar={<FormToolbar canDelete={editing} />} sx={{ maxWidth: 760 }}>
      <ReferenceInput source="load_id" reference="my-loads">
        <AutocompleteInput
          optionText={(load: LoadRow) =>
            everyCompany ? `${load.description} · ${load.company_name}` : load.description
          }
          filterToQuery={(q: string) => ({ q })}
          validate={required}
          // Read-only, not disabled: a disabled field is left out of what the form sends (react-hook-form),
          // and the request must name its load: a member's save was refused for a field they could not change.
          readOnly={editing}
          fullWidth
        />
      </ReferenceInput>
      <AutocompleteArrayInput
        source="states"
        choices={stateChoices}
        validate={required}
        helperText={t('app.permits.travelOrder')}
        fullWidth
      />
      <RouteCheck />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <CalendarDateInput source="start_date" validate={validate.start_date} />
        <CalendarDateInput source="end_date" validate={[validate.end_date, endAfterStart]} />
      </Box>
      <TextInput source="notes" validate={validate.notes} multiline minRows={3} fullWidth />
    </SimpleForm>
  );
}

const toOverview = (_resource?: string, id?: unknown) => `overview/${String(id)}`;

export const [PermitRequestCreate, PermitRequestEdit] = formScreens(PermitRequestForm, {
  title: 'app.permits.create',
  createProps: { redirect: toOverview },
  editProps: { redirect: toOverview },
});
