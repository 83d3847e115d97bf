/**
 * A text field of several lines that grows with what is typed, by the browser's own sizing (CSS
 * `field-sizing: content`), where MUI's `multiline` measures a hidden copy of the text in a layout
 * effect (TextareaAutosize) even when its rows are fixed: on a phone that forced layout of the whole
 * page took 87-110 ms of the first frame of a permit request's page, for its conversation's box
 * (issue 68's CPU profile, the CPU slowed 4×). Here MUI draws a plain textarea of `lines` rows; a
 * browser without `field-sizing` keeps the rows and scrolls.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export function GrowingTextField({
  lines,
  slotProps,
  ...props
}: Omit<TextFieldProps, 'multiline' | 'sx'> & { lines: number }) {
  return (
    <TextField
      {...props}
      multiline
      slotProps={{
        ...slotProps,
        input: { ...slotProps?.input, inputComponent: 'textarea' },
        htmlInput: { ...slotProps?.htmlInput, rows: lines },
      }}
      sx={{
        '& textarea': {
          fieldSizing: 'content',
          // MUI's line height for inputs, so that the box is `lines` high when empty.
          minHeight: `calc(${lines} * 1.4375em)`,
          maxHeight: '50vh',
          resize: 'none',
        },
      }}
    />
  );
}
