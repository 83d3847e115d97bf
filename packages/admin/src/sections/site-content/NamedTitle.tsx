/** The title of a website record's edit screen: its kind, and its name once read. */
import { useRecordContext } from 'react-admin';
import { useWords, type WordKey } from '../../i18n/words.js';

/** `Blog post: Frost laws explained` once the record is read, `Blog post` until then. */
export function NamedTitle({ kind, source }: { kind: WordKey; source: string }) {
  const t = useWords();
  const record = useRecordContext<Record<string, unknown>>();
  const name = record?.[source];
  return <>{typeof name === 'string' && name ? t('app.siteContent.named', t(kind), name) : t(kind)}</>;
}
