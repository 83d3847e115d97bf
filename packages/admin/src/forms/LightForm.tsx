/**
 * A form of the public pages: what it asks for, its fields (the light text fields, not
 * react-admin's), what else it needs (a confirmation), and its button, disabled while it is sent.
 */
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { TextInputField, type TextInputFieldProps } from './TextInputField.js';

export interface LightFormProps {
  onSubmit: (event: FormEvent) => void;
  /** What the form is for, above its fields. */
  intro?: string;
  fields: TextInputFieldProps[];
  /** The button's words. */
  submit: string;
  busy: boolean;
  color?: ButtonProps['color'];
  /** Below the fields, above the button. */
  children?: ReactNode;
}

export function LightForm({ onSubmit, intro, fields, submit, busy, color, children }: LightFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {intro && (
        <Typography sx={{ mb: 2 }} color="text.secondary">
          {intro}
        </Typography>
      )}
      {fields.map((field) => (
        <TextInputField key={field.id} {...field} />
      ))}
      {children}
      <Button type="submit" variant="contained" color={color} size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
        {submit}
      </Button>
    </Box>
  );
}
