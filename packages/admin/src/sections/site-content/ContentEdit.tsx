/**
 * The edit screen of a website-content record: saved once the server agrees (a slug taken in the
 * meantime comes back under its field), titled with the record's name, and a record that cannot
 * be read shows the 404 page or what went wrong.
 */
import type { ReactNode } from 'react';
import { Edit, useEditContext, useRecordContext } from 'react-admin';
import { RecordLoadError } from '../../components/RecordLoadError.js';

function RecordTitle({ kind, source }: { kind: string; source: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const name = record?.[source];
  return <>{typeof name === 'string' && name ? `${kind}: ${name}` : kind}</>;
}

function EditLoadError() {
  return <RecordLoadError error={useEditContext().error} />;
}

export function ContentEdit({
  kind,
  titleSource,
  children,
}: {
  kind: string;
  titleSource: string;
  children: ReactNode;
}) {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      title={<RecordTitle kind={kind} source={titleSource} />}
      error={<EditLoadError />}
      // The SDK has already said what went wrong; react-admin's notice and redirect would repeat it.
      queryOptions={{ onError: () => undefined }}
    >
      {children}
    </Edit>
  );
}
