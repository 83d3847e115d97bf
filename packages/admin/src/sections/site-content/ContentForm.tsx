/** A website record's form: Save, and on a record that exists Delete, through the shared confirmation. */
import type { ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar.js';

export function ContentForm({
  editing,
  maxWidth,
  children,
}: {
  editing: boolean;
  maxWidth: number;
  children: ReactNode;
}) {
  return (
    <SimpleForm sx={{ maxWidth }} toolbar={<FormToolbar canDelete={editing} />}>
      {children}
    </SimpleForm>
  );
}
