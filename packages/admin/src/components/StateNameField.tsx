/** A record's US state by its name (the code is what the API keeps), on one line. */
import { useRecordContext } from 'react-admin';
import { STATES, type StateCode } from '../format/states.js';

export function StateNameField({ source }: { source: string }) {
  const record = useRecordContext();
  const code = record?.[source] as StateCode | undefined;
  return code ? <span style={{ whiteSpace: 'nowrap' }}>{STATES[code]}</span> : null;
}
