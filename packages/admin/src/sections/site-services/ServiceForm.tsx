/** A service of the website: name, description, price in dollars (stored in cents), position, shown. */
import { BooleanInput, TextInput } from 'react-admin';
import { MoneyInput } from '../../components/Money.js';
import { useWords } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';
import { ContentEdit, NamedTitle } from '../site-content/ContentEdit.js';
import { ContentForm } from '../site-content/ContentForm.js';
import { CreateLast, PositionInput } from '../site-content/position.js';

const validate = contractRules('ServiceInput');

function ServiceForm({ editing }: { editing: boolean }) {
  const t = useWords();
  return (
    <ContentForm editing={editing} maxWidth={640}>
      <TextInput source="name" validate={validate.name} fullWidth />
      <TextInput source="description" validate={validate.description} multiline minRows={3} fullWidth />
      <MoneyInput
        source="price_cents"
        validate={validate.price_cents}
        helperText={t('app.services.hints.price_cents')}
      />
      <PositionInput helperText={t('app.services.hints.position')} fullWidth={false} />
      <BooleanInput source="active" />
    </ContentForm>
  );
}

/** A new service goes after the others, shown on the website, unless told otherwise. */
export function ServiceCreate() {
  const t = useWords();
  return (
    <CreateLast title={t('app.services.create')} record={{ active: true }}>
      <ServiceForm editing={false} />
    </CreateLast>
  );
}

export const ServiceEdit = () => (
  <ContentEdit title={<NamedTitle kind="app.services.edit" source="name" />}>
    <ServiceForm editing />
  </ContentEdit>
);
