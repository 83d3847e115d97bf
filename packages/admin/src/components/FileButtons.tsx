/**
 * Stored files as buttons, each opening in the shared file viewer by its name: a request's
 * documents, a message's attachments.
 */
import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { components } from '@permit-office/sdk';
import { useFileViewer } from '../overlays/file-viewer/FileViewer.js';
import { wrapAnywhere } from '../styles/long-text.js';

export function FileButtons({
  files,
  size,
  mt,
}: {
  files: readonly components['schemas']['FileRecord'][];
  size?: 'small' | 'medium';
  /** The space above the row, in the theme's spacing. */
  mt?: number;
}) {
  const openFile = useFileViewer();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt }}>
      {files.map((file) => (
        <Button
          key={file.id}
          size={size}
          variant="outlined"
          startIcon={<DescriptionIcon />}
          onClick={() => openFile({ link: file.link, name: file.name })}
          sx={wrapAnywhere}
        >
          {file.name}
        </Button>
      ))}
    </Box>
  );
}
