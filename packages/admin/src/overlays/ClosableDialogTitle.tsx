/** A dialog's title with its close button in the corner, named for assistive technology. */
import CloseIcon from '@mui/icons-material/Close';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useWords } from '../i18n/words.js';

export function ClosableDialogTitle({
  id,
  onClose,
  children,
}: {
  id: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useWords();
  return (
    <DialogTitle id={id} sx={{ pr: 6 }}>
      {children}
      <IconButton aria-label={t('app.common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}
