/** A website page: title, slug (made from the title), body in the rich-text editor, published. */
import { BooleanInput, TextInput } from 'react-admin';
import { formScreens } from '../../components/RecordScreens.js';
import { useWords } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';
import { NamedTitle } from '../site-content/NamedTitle.js';
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

export const [PageCreate, PageEdit] = formScreens(PageForm, {
  title: 'app.sitePages.create',
  editProps: { title: <NamedTitle kind="app.sitePages.edit" source="title" /> },
});
