/** A website page: title, slug (made from the title), body in the rich-text editor, published. */
import { BooleanInput, Create, TextInput } from 'react-admin';
import { useWords } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';
import { ContentEdit, NamedTitle } from '../site-content/ContentEdit.js';
import { ContentForm } from '../site-content/ContentForm.js';
import { RichTextBodyInput } from '../site-content/RichTextBodyInput.js';
import { SlugInput } from '../site-content/SlugInput.js';

const validate = contractRules('PageInput');

function PageForm({ editing }: { editing: boolean }) {
  const t = useWords();
  return (
    <ContentForm editing={editing} maxWidth={800}>
      <TextInput source="title" validate={validate.title} fullWidth />
      <SlugInput suggestFromTitle={!editing} />
      <RichTextBodyInput source="body" validate={validate.body} />
      <BooleanInput source="published" label={t('app.sitePages.publishedOnWebsite')} defaultValue={false} />
    </ContentForm>
  );
}

export function PageCreate() {
  const t = useWords();
  return (
    <Create title={t('app.sitePages.create')}>
      <PageForm editing={false} />
    </Create>
  );
}

export const PageEdit = () => (
  <ContentEdit title={<NamedTitle kind="app.sitePages.edit" source="title" />}>
    <PageForm editing />
  </ContentEdit>
);
