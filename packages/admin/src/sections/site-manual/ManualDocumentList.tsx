/**
 * /site-settings/customer-manual: the customer manual's documents in the order the website lists
 * them. Each opens in the file viewer from its row; a row opens the document's form.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { components } from '@permit-office/sdk';
import { CreateButton, DataTable, DateField, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { useWords } from '../../i18n/words.js';
import { useFileViewer } from '../../overlays/file-viewer/FileViewer.js';
import { column } from '../../components/RecordTable.js';
import { ContentList } from '../site-content/ContentList.js';
import { twoLines } from '../site-content/two-lines.js';
import { searchFilter } from '../../components/filters.js';

type ManualDocument = components['schemas']['ManualDocument'];

function TitleAndDescription() {
  const record = useRecordContext<ManualDocument>();
  if (!record) return null;
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {record.title}
      </Typography>
      {record.description && (
        <Typography variant="caption" color="text.secondary" sx={twoLines}>
          {record.description}
        </Typography>
      )}
    </>
  );
}

/** The file's name, as a button that opens it: the row itself opens the form. */
function OpenFile() {
  const t = useWords();
  const record = useRecordContext<ManualDocument>();
  const openFile = useFileViewer();
  if (!record) return null;
  return (
    <Button
      size="small"
      startIcon={<VisibilityIcon />}
      onClick={(event) => {
        event.stopPropagation();
        openFile({ link: record.file_link, name: record.file_name });
      }}
      aria-label={t('app.manual.openNamed', record.file_name)}
      sx={{ textTransform: 'none', justifyContent: 'flex-start', textAlign: 'left', overflowWrap: 'anywhere' }}
    >
      {record.file_name}
    </Button>
  );
}

const filters = [searchFilter];

export default function ManualDocumentList() {
  const t = useWords();
  return (
    <ContentList<ManualDocument>
      card={{
        title: <TextField source="title" />,
        detail: <TextField source="file_name" />,
        date: column('created_at'),
        actions: column('file_name'),
      }}
      filters={filters}
      // Nothing to add as a filter, nothing to export: only the way to add a document.
      actions={
        <TopToolbar>
          <CreateButton label={t('app.manual.create')} />
        </TopToolbar>
      }
      sort={{ field: 'position', order: 'ASC' }}
    >
      <DataTable.Col source="title" sx={{ minWidth: 180 }}>
        <TitleAndDescription />
      </DataTable.Col>
      {/* Second, so that a phone shows the button that opens the document without scrolling. */}
      <DataTable.Col source="file_name" sx={{ minWidth: 160 }}>
        <OpenFile />
      </DataTable.Col>
      <DataTable.NumberCol source="position" />
      <DataTable.Col source="created_at">
        <DateField source="created_at" sx={{ whiteSpace: 'nowrap' }} />
      </DataTable.Col>
    </ContentList>
  );
}
