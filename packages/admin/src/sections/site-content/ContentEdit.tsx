/**
 * The edit screen of a website record (saved once the server agrees, back to the list: the
 * theme's defaults), as every record's (components/RecordScreens: the 404 page or what went wrong
 * when it cannot be read, its History).
 */
import { useRecordContext, type EditProps } from 'react-admin';
import { RecordEdit } from '../../components/RecordScreens.js';
import { useWords, type WordKey } from '../../i18n/words.js';

/** `Blog post: Frost laws explained` once the record is read, `Blog post` until then. */
export function NamedTitle({ kind, source }: { kind: WordKey; source: string }) {
  const t = useWords();
  const record = useRecordContext<Record<string, unknown>>();
  const name = record?.[source];
  return <>{typeof name === 'string' && name ? t('app.siteContent.named', t(kind), name) : t(kind)}</>;
}

export function ContentEdit(props: EditProps) {
  return <RecordEdit {...props} />;
}
