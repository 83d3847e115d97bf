/**
 * /site-settings/blog: the website's blog posts, newest change first; searched, filtered by
 * status, exported as CSV. A post's cover opens in the file viewer from its row.
 */
import ImageIcon from '@mui/icons-material/Image';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { DataTable, DateField, List, SearchInput, SelectInput, TextField, useRecordContext } from 'react-admin';
import { ListActions } from '../../components/ListActions.js';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';
import { app } from '../../i18n/en.js';
import { useFileViewer } from '../../overlays/file-viewer/FileViewer.js';
import { csvExporter } from '../site-content/csv.js';
import { blogStatusChoices, type BlogPostStatus } from './status.js';

const f = app.blog.fields;
export interface BlogPostRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  cover: string | null;
  status: BlogPostStatus;
  published_at: string | null;
  updated_at: string;
}

/**
 * What the viewer is told about a cover. The contract keeps only the cover's link, which names
 * no file type; a cover is an image (the form offers only images), and the viewer shows images
 * inline by their name's extension.
 */
export const coverPreview = (post: Pick<BlogPostRow, 'slug'> & { cover: string }) => ({
  link: post.cover,
  name: `${post.slug}-cover.png`,
});

function StatusChip() {
  const record = useRecordContext<BlogPostRow>();
  return record ? (
    <Chip
      size="small"
      label={app.blog.status[record.status]}
      color={record.status === 'published' ? 'success' : 'default'}
    />
  ) : null;
}

function CoverButton() {
  const record = useRecordContext<BlogPostRow>();
  const openFile = useFileViewer();
  if (!record?.cover) return null;
  const cover = record.cover;
  return (
    <Button
      size="small"
      startIcon={<ImageIcon />}
      sx={{ whiteSpace: 'nowrap' }}
      onClick={(event) => {
        // The row opens the post; the button opens only its cover.
        event.stopPropagation();
        openFile(coverPreview({ slug: record.slug, cover }));
      }}
      aria-label={`${app.blog.viewCover} ${record.title}`}
    >
      {app.blog.cover}
    </Button>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={app.lists.search} />,
  <SelectInput key="status" source="status" label={f.status} choices={blogStatusChoices} />,
];

const exporter = csvExporter<BlogPostRow>('blog-posts', (post) => ({
  id: post.id,
  title: post.title,
  slug: post.slug,
  status: post.status,
  published_at: post.published_at ?? '',
  updated_at: post.updated_at,
  excerpt: post.excerpt ?? '',
  cover: post.cover ?? '',
}));

export default function BlogPostList() {
  return (
    <List
      title={app.blog.title}
      filters={filters}
      actions={<ListActions create={app.blog.create} />}
      exporter={exporter}
      sort={{ field: 'updated_at', order: 'DESC' }}
      empty={<ListEmpty />}
      error={<ListError />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} empty={<ListNoMatch />}>
        <DataTable.Col source="title" label={f.title}>
          <TextField source="title" sx={{ display: 'block', minWidth: 160 }} />
        </DataTable.Col>
        <DataTable.Col source="status" label={f.status}>
          <StatusChip />
        </DataTable.Col>
        <DataTable.Col source="published_at" label={f.published_at}>
          <DateField
            source="published_at"
            locales="en-US"
            options={{ dateStyle: 'medium' }}
            emptyText="—"
            sx={{ whiteSpace: 'nowrap' }}
          />
        </DataTable.Col>
        <DataTable.Col source="updated_at" label={f.updated_at}>
          <DateField
            source="updated_at"
            locales="en-US"
            options={{ dateStyle: 'medium' }}
            sx={{ whiteSpace: 'nowrap' }}
          />
        </DataTable.Col>
        <DataTable.Col label={f.cover} disableSort>
          <CoverButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
