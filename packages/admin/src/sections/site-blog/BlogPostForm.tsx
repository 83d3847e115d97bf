/**
 * A blog post: title, slug (made from the title), excerpt, body in the rich-text editor, cover
 * image through POST /files, and status. The server dates the post when it is first published.
 */
import Typography from '@mui/material/Typography';
import { SelectInput, TextInput, useRecordContext } from 'react-admin';
import { FileUploadInput } from '../../components/FileUploadInput.js';
import { formatDate } from '../../format/format.js';
import { formScreens } from '../../components/RecordScreens.js';
import { useWords } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';
import { NamedTitle } from '../site-content/NamedTitle.js';
import { ContentForm } from '../site-content/ContentForm.js';
import { RichTextBodyInput } from '../site-content/RichTextBodyInput.js';
import { SlugInput } from '../site-content/SlugInput.js';
import { blogStatusChoices } from './status.js';

const validate = contractRules('BlogPostInput');

/** The dates the server keeps, read only. */
function PostDates() {
  const t = useWords();
  const post = useRecordContext<{ published_at: string | null; updated_at: string }>();
  if (!post?.updated_at) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {post.published_at
        ? t('app.siteContent.dates', formatDate(post.published_at), formatDate(post.updated_at))
        : t('app.siteContent.updatedOnly', formatDate(post.updated_at))}
    </Typography>
  );
}

function BlogPostForm({ editing }: { editing: boolean }) {
  const t = useWords();
  return (
    <ContentForm editing={editing} maxWidth={800}>
      {editing && <PostDates />}
      <TextInput source="title" validate={validate.title} fullWidth />
      <SlugInput suggestFromTitle={!editing} />
      <TextInput
        source="excerpt"
        validate={validate.excerpt}
        helperText={t('app.blog.hints.excerpt')}
        multiline
        minRows={2}
        fullWidth
      />
      <RichTextBodyInput source="body" validate={validate.body} />
      <FileUploadInput
        source="cover"
        label={t('app.blog.fields.cover')}
        accept="image/*"
        helperText={t('app.blog.hints.cover')}
      />
      <SelectInput
        source="status"
        choices={blogStatusChoices}
        defaultValue="draft"
        validate={validate.status}
        helperText={t('app.blog.hints.status')}
      />
    </ContentForm>
  );
}

export const [BlogPostCreate, BlogPostEdit] = formScreens(BlogPostForm, {
  title: 'app.blog.create',
  editProps: { title: <NamedTitle kind="app.blog.edit" source="title" /> },
});
