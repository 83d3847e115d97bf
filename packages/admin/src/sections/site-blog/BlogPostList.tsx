/**
 * /site-settings/blog: the website's blog posts, newest change first; searched, filtered by
 * status, exported as CSV. A post's cover opens in the file viewer from its row.
 */
import type { components } from '@permit-office/sdk';
import ImageIcon from '@mui/icons-material/Image';
import Button from '@mui/material/Button';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import { DataTable, DateField, SelectInput, TextField, useRecordContext } from 'react-admin';
import { BulkActionButton, type BulkRecord } from '../../components/bulk/BulkAction.js';
import SectionBulkActions from '../../components/bulk/SectionBulkActions.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { csvExporter } from '../../export/csv.js';
import { useWords } from '../../i18n/words.js';
import { useFileViewer } from '../../overlays/file-viewer/FileViewer.js';
import { column } from '../../components/RecordTable.js';
import { ContentList } from '../site-content/ContentList.js';
import { FlagChip } from '../site-content/FlagChip.js';
import { blogStatusChoices, type BlogPostStatus } from './status.js';
import { searchFilter } from '../../components/filters.js';

const RESOURCE = 'site-settings/blog';

type BlogPostRecord = BlogPostRow & { body: string };

export type BlogPostRow = components['schemas']['BlogPost'];

/**
 * What the viewer is told about a cover. The contract keeps only the cover's link, which names
 * no file type; a cover is an image (the form offers only images), and the viewer shows images
 * inline by their name's extension.
 */
export const coverPreview = (post: Pick<BlogPostRow, 'slug'> & { cover: string }) => ({
  link: post.cover,
  name: `${post.slug}-cover.png`,
});

function CoverButton() {
  const t = useWords();
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
      aria-label={t('app.blog.viewCover', record.title)}
    >
      {t('app.blog.cover')}
    </Button>
  );
}

const filters = [searchFilter, <SelectInput key="status" source="status" choices={blogStatusChoices} />];

// The columns staff read, never the body's HTML, under the collection's name (the section's holds a slash).
const exporter = csvExporter<BlogPostRow>({
  fileName: 'blog-posts',
  fields: ['id', 'title', 'slug', 'status', 'published_at', 'updated_at', 'excerpt', 'cover'],
});

/**
 * The post as the API takes it back, with another status: what publishing changes, and nothing else;
 * at the version the person saw in the list (a post changed since is reported, not overwritten).
 */
async function setStatus(dataProvider: AppDataProvider, seen: BulkRecord, status: BlogPostStatus) {
  const { data: post } = await dataProvider.getOne<BlogPostRecord>(RESOURCE, { id: seen.id });
  const { title, slug, excerpt, body, cover } = post;
  const data = { title, slug, excerpt, body, cover, status, version: seen.version };
  return dataProvider.update(RESOURCE, { id: seen.id, data, previousData: post });
}

function BulkPublishing() {
  const t = useWords();
  return (
    <SectionBulkActions>
      <BulkActionButton
        label={t('app.bulk.publish')}
        icon={<PublicIcon />}
        run={(record, dataProvider) => setStatus(dataProvider, record, 'published')}
        done={t('app.bulk.published')}
      />
      <BulkActionButton
        label={t('app.bulk.unpublish')}
        icon={<PublicOffIcon />}
        run={(record, dataProvider) => setStatus(dataProvider, record, 'draft')}
        done={t('app.bulk.unpublished')}
      />
    </SectionBulkActions>
  );
}

export default function BlogPostList() {
  return (
    <ContentList<BlogPostRow>
      card={{
        title: column('title'),
        status: column('status'),
        detail: <TextField source="slug" />,
        date: column('updated_at'),
        actions: column('cover'),
      }}
      filters={filters}
      exporter={exporter}
      sort={{ field: 'updated_at', order: 'DESC' }}
      bulkActionButtons={<BulkPublishing />}
    >
      <DataTable.Col source="title">
        <TextField source="title" sx={{ display: 'block', minWidth: 160 }} />
      </DataTable.Col>
      <DataTable.Col source="status">
        <FlagChip source="status" on="published" yes="app.blog.status.published" no="app.blog.status.draft" />
      </DataTable.Col>
      <DataTable.Col source="published_at">
        <DateField
          source="published_at"

          emptyText="—"
          sx={{ whiteSpace: 'nowrap' }}
        />
      </DataTable.Col>
      <DataTable.Col source="updated_at">
        <DateField source="updated_at" sx={{ whiteSpace: 'nowrap' }} />
      </DataTable.Col>
      <DataTable.Col source="cover" disableSort>
        <CoverButton />
      </DataTable.Col>
    </ContentList>
  );
}
