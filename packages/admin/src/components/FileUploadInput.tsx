/**
 * A file field of a form: the file is sent to `POST /files` as soon as it is chosen, and the
 * record keeps the link the API answers (and, when asked, the file's name). The chosen file opens
 * in the shared file viewer, as every file of the back office does.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { components } from '@permit-office/sdk';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ValidationError, useInput, useDataProvider, useTranslateLabel } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useShownText, useWords, type WordKey, wordsOf } from '../i18n/words.js';
import { useFileViewer } from '../overlays/file-viewer/FileViewer.js';
import type { AppDataProvider } from '../providers/data-provider.js';
import { fieldErrorsOf } from '../providers/failures.js';
import type { Rule } from '../validation/rules.js';

export type FileRecord = components['schemas']['FileRecord'];

export interface FileUploadInputProps {
  /** Where the link goes (`cover`, `file_link`). */
  source: string;
  /** Where the file's name goes, when the record keeps it (`file_name`). */
  nameSource?: string;
  /** By default the catalogue's, as for react-admin's inputs (`resources.<resource>.fields.<source>`). */
  label?: string;
  /** What the file picker offers (`image/*`, `.pdf,.doc,.docx`). */
  accept?: string;
  validate?: Rule;
  helperText?: string;
}

export function FileUploadInput({
  source,
  nameSource,
  label: ownLabel,
  accept,
  validate,
  helperText,
}: FileUploadInputProps) {
  const t = useWords();
  const shown = useShownText();
  const { field, fieldState, formState, isRequired } = useInput({ source, validate });
  const translateLabel = useTranslateLabel();
  // Given no label, react-admin answers with the catalogue's text, a string.
  const label = ownLabel ?? (translateLabel({ source }) as string);
  const { setValue, getValues } = useFormContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const openFile = useFileViewer();
  const picker = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  /** Why the upload failed: the server's or the SDK's words, or a catalogue key. */
  const [failure, setFailure] = useState<string>();
  const [uploadedName, setUploadedName] = useState<string>();

  const link = typeof field.value === 'string' && field.value ? field.value : undefined;
  const storedName = nameSource ? (getValues(nameSource) as unknown) : undefined;
  // The record may keep no name: the file chosen in this visit still has one; an older one is the current file.
  const name = typeof storedName === 'string' && storedName ? storedName : (uploadedName ?? t('app.upload.current'));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const stored = await dataProvider.uploadFile(file);
      field.onChange(stored.link);
      setUploadedName(stored.name);
      if (nameSource) setValue(nameSource, stored.name, { shouldDirty: true });
    } catch (error) {
      const refusal = fieldErrorsOf(error)?.file ?? wordsOf(error);
      setFailure(refusal || ('app.sdk.somethingWentWrong' satisfies WordKey));
    } finally {
      setBusy(false);
      field.onBlur();
    }
  };

  const shownError = failure ?? ((fieldState.isTouched || formState.isSubmitted) && fieldState.error?.message);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }} aria-describedby={`${id}-help`}>
      <Typography component="legend" variant="body2" color={shownError ? 'error' : 'text.secondary'}>
        {label}
        {isRequired ? ' *' : ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        {link && (
          <Button
            variant="outlined"
            startIcon={<VisibilityIcon />}
            onClick={() => openFile({ link, name: name ?? label })}
            aria-label={t('app.upload.viewNamed', name)}
          >
            {name}
          </Button>
        )}
        <Button
          variant={link ? 'text' : 'outlined'}
          startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />}
          disabled={busy}
          onClick={() => picker.current?.click()}
        >
          {busy ? t('app.upload.uploading') : link ? t('app.upload.replace') : t('app.upload.choose')}
        </Button>
        {link && !isRequired && (
          <Button
            color="inherit"
            disabled={busy}
            onClick={() => {
              field.onChange(null);
              if (nameSource) setValue(nameSource, null, { shouldDirty: true });
            }}
          >
            {t('app.upload.remove')}
          </Button>
        )}
        <input
          ref={picker}
          type="file"
          accept={accept}
          hidden
          aria-label={label}
          onChange={(event) => void choose(event)}
        />
      </Box>
      <FormHelperText id={`${id}-help`} error={Boolean(shownError)}>
        {failure !== undefined ? (
          shown(failure)
        ) : // react-admin keeps a validator's message encoded for translation: ValidationError reads it.
        shownError ? (
          <ValidationError error={shownError} />
        ) : (
          helperText || ' '
        )}
      </FormHelperText>
    </Box>
  );
}
