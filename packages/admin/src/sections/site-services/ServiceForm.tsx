/** A service of the website: name, description, price in dollars (stored in cents), position, shown. */
import { BooleanInput, TextInput } from 'react-admin';
import { MoneyInput } from '../../components/Money.js';
import { formScreens } from '../../components/RecordScreens.js';
import { useWords } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';
import { NamedTitle } from '../site-content/NamedTitle.js';
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

export const [ServiceCreate, ServiceEdit] = formScreens(ServiceForm, {
  title: 'app.services.create',
  create: CreateLast,
  createProps: { record: { active: true } },
  editProps: { title: <NamedTitle kind="app.services.edit" source="name" /> },
});
