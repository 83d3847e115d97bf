/**
 * The edit screen of a website record (saved once the server agrees, back to the list: the
 * theme's defaults). A record that cannot be read shows the 404 page or what went wrong.
 */
import { Edit, useEditContext, useRecordContext, type EditProps } from 'react-admin';
import { RecordLoadError } from '../../components/RecordLoadError.js';
import { useWords, type WordKey } from '../../i18n/words.js';

/** `Blog post: Frost laws explained` once the record is read, `Blog post` until then. */
export function NamedTitle({ kind, source }: { kind: WordKey; source: string }) {
  const t = useWords();
  const record = useRecordContext<Record<string, unknown>>();
  const name = record?.[source];
  return <>{typeof name === 'string' && name ? t('app.siteContent.named', t(kind), name) : t(kind)}</>;
}

function EditLoadError() {
  return <RecordLoadError error={useEditContext().error} />;
}

// The SDK has already said what went wrong; react-admin's notice and redirect would repeat it.
const toldAlready = { onError: () => undefined };

export function ContentEdit(props: EditProps) {
  return <Edit error={<EditLoadError />} queryOptions={toldAlready} {...props} />;
}
