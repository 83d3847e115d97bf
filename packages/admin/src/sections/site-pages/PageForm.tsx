/** A website page: title, slug (made from the title), body in the rich-text editor, published. */
import { BooleanInput, Create, TextInput } from 'react-admin';
import { app } from '../../i18n/en.js';
import { all, maxLength, minLength, required } from '../../validation/rules.js';
import { ContentEdit, NamedTitle } from '../site-content/ContentEdit.js';
import { ContentForm } from '../site-content/ContentForm.js';
import { RichTextBodyInput } from '../site-content/RichTextBodyInput.js';
import { SlugInput } from '../site-content/SlugInput.js';

const titleRules = all(required, minLength(2), maxLength(200));

function PageForm({ editing }: { editing: boolean }) {
  return (
    <ContentForm editing={editing} maxWidth={800}>
      <TextInput source="title" validate={titleRules} fullWidth />
      <SlugInput suggestFromTitle={!editing} />
      <RichTextBodyInput source="body" validate={required} />
      <BooleanInput source="published" label={app.sitePages.publishedOnWebsite} defaultValue={false} />
    </ContentForm>
  );
}

export const PageCreate = () => (
  <Create title={app.sitePages.create}>
    <PageForm editing={false} />
  </Create>
);

export const PageEdit = () => (
  <ContentEdit title={<NamedTitle kind={app.sitePages.edit} source="title" />}>
    <PageForm editing />
  </ContentEdit>
);
