/**
 * A record's History: the button on its screen, and the panel it opens, a drawer at the record's own
 * address with `?history` (so that it can be linked to, and Back closes it). Offered only where the
 * access rule lets the person read the record's history (`history`): a member's own loads and
 * permit requests, and no other; the API would refuse the rest, and a refusal ends a member's session.
 *
 * The panel's code comes when it is opened. Every record screen takes the button from here: the edit
 * screens through components/RecordScreens, the company page and a permit request's overview.
 */
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCan } from '../access/use-can.js';
import { useWords } from '../i18n/words.js';
import { collectionOf, type SectionName } from '../registry/table.js';
import { hasHistory, type HistoryCollection } from './collections.js';
import type { ShownRecord } from './HistoryDrawer.js';

const HistoryDrawer = lazy(() => import('./HistoryDrawer.js'));

/** The search parameter that opens the panel. */
export const HISTORY_PARAMETER = 'history';

interface Props {
  /** The section whose screen this is: its access rule, its field labels, its collection. */
  section: SectionName;
  record: ShownRecord;
  /** Whether the person may save the record here (put-back is a save); the access rule's `edit` besides. */
  canPutBack?: boolean;
  /** The record's collection where the section's is not it (a settings page's single record). */
  collection?: HistoryCollection;
}

/** Marks the entry the button added to the browser's history, which closing the panel goes back from. */
const OPENED_HERE = { historyOpenedHere: true };

export function HistoryButton({ section, record, canPutBack = true, collection: ownCollection }: Props) {
  const t = useWords();
  const location = useLocation();
  const navigate = useNavigate();
  const mayRead = useCan('history', section);
  const maySave = useCan('edit', section);
  const collection = ownCollection ?? collectionOf(section);
  if (!mayRead || !hasHistory(collection)) return null;

  const search = new URLSearchParams(location.search);
  const open = search.has(HISTORY_PARAMETER);
  const openPanel = () => {
    search.set(HISTORY_PARAMETER, '');
    void navigate({ search: `?${search.toString().replace(/=(?=&|$)/g, '')}` }, { state: OPENED_HERE });
  };
  const close = () => {
    if ((location.state as typeof OPENED_HERE | null)?.historyOpenedHere) {
      void navigate(-1);
      return;
    }
    search.delete(HISTORY_PARAMETER);
    const rest = search.toString();
    void navigate({ search: rest ? `?${rest}` : '' }, { replace: true });
  };

  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={openPanel} aria-haspopup="dialog">
        {t('app.history.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <HistoryDrawer
            section={section}
            collection={collection}
            record={record}
            canPutBack={canPutBack && maySave}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
