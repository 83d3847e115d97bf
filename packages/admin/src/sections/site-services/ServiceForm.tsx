/** A service of the website: name, description, price in dollars (stored in cents), position, shown. */
import { BooleanInput, Create, Loading, SimpleForm, TextInput, useGetList, useResourceContext } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar.js';
import { MoneyInput } from '../../components/Money.js';
import { WholeNumberInput } from '../../components/WholeNumberInput.js';
import { app } from '../../i18n/en.js';
import { all, format, integer, maxLength, minLength, numbers, required } from '../../validation/rules.js';
import { ContentEdit } from '../site-content/ContentEdit.js';

const f = app.services.fields;
// The contract's bounds (ServiceInput): a price and a position are never negative.
const validate = {
  name: all(required, minLength(2), maxLength(120)),
  description: all(required, minLength(3), maxLength(2000)),
  price: all(required, numbers, format(/^\d+$/)),
  position: all(required, numbers, integer, format(/^\d+$/)),
};

function ServiceForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm sx={{ maxWidth: 640 }} toolbar={<FormToolbar canDelete={editing} />}>
      <TextInput source="name" label={f.name} validate={validate.name} fullWidth />
      <TextInput
        source="description"
        label={f.description}
        validate={validate.description}
        multiline
        minRows={3}
        fullWidth
      />
      <MoneyInput
        source="price_cents"
        label={f.price_cents}
        validate={validate.price}
        helperText={app.services.hints.price_cents}
      />
      <WholeNumberInput
        source="position"
        label={f.position}
        validate={validate.position}
        helperText={app.services.hints.position}
        fullWidth={false}
      />
      <BooleanInput source="active" label={f.active} />
    </SimpleForm>
  );
}

/** One past the last service's position, once it is known. */
function useNextPosition(): number | undefined {
  const resource = useResourceContext();
  const { data, isPending } = useGetList<{ id: number; position: number }>(resource ?? '', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'position', order: 'DESC' },
  });
  if (isPending) return undefined;
  const last = data?.[0];
  return last ? last.position + 1 : 0;
}

/** A new service goes after the others unless told otherwise. */
export function ServiceCreate() {
  const position = useNextPosition();
  // The form's defaults are read once, when it mounts: it waits for the position.
  if (position === undefined) return <Loading />;
  return (
    <Create title={app.services.create} redirect="list" record={{ position, active: true }}>
      <ServiceForm editing={false} />
    </Create>
  );
}

export const ServiceEdit = () => (
  <ContentEdit kind={app.services.edit} titleSource="name">
    <ServiceForm editing />
  </ContentEdit>
);
