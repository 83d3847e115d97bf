/** A website page: title, slug (made from the title), body in the rich-text editor, published. */
import { BooleanInput, Create, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar.js';
import { app } from '../../i18n/en.js';
import { all, maxLength, minLength, required } from '../../validation/rules.js';
import { ContentEdit } from '../site-content/ContentEdit.js';
import { RichTextBodyInput } from '../site-content/RichTextBodyInput.js';
import { SlugInput } from '../site-content/SlugInput.js';

const f = app.sitePages.fields;
const titleRules = all(required, minLength(2), maxLength(200));

function PageForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm sx={{ maxWidth: 800 }} toolbar={<FormToolbar canDelete={editing} />}>
      <TextInput source="title" label={f.title} validate={titleRules} fullWidth />
      <SlugInput suggestFromTitle={!editing} />
      <RichTextBodyInput source="body" label={app.siteContent.body} validate={required} />
      <BooleanInput source="published" label={f.published} defaultValue={false} />
    </SimpleForm>
  );
}

export const PageCreate = () => (
  <Create title={app.sitePages.create} redirect="list">
    <PageForm editing={false} />
  </Create>
);

export const PageEdit = () => (
  <ContentEdit kind={app.sitePages.edit} titleSource="title">
    <PageForm editing />
  </ContentEdit>
);
