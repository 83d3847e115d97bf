/**
 * A labelled text field for the light pages, built from MUI's input parts: MUI's TextField would
 * bring its Select (menus, popovers) into the sign-in page's bundle.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextInputFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error: boolean;
  helperText: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
}

export function TextInputField({ id, label, error, helperText, ...input }: TextInputFieldProps) {
  return (
    <FormControl fullWidth margin="dense" error={error} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={`${id}-helper`} {...input} />
      <FormHelperText id={`${id}-helper`}>{helperText}</FormHelperText>
    </FormControl>
  );
}
