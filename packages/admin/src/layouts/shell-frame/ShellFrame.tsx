/**
 * The back office's frame as the shell draws it while react-admin's code is on its way: the app
 * bar where react-admin's will be, with the list's title when the page is a list that has one, and
 * the loading state under it. On a phone's first visit a list's title is the largest text of its
 * first screen (issue 41), and it came with the last of some 380 KB of code; drawn here, it comes
 * with the shell and this chunk, and on a list's page the back office's code is asked for only
 * once it is drawn (routes/Root.tsx; the hosts leave that code out of a list's page:
 * boot/signed-in-preload.ts), so that the two do not share a phone's bandwidth first (issue 68).
 *
 * The title is the app bar's (layouts/default/ListTitle.tsx), by the same access rule, on the role
 * remembered in this browser for the session (session/identity-memory.ts), else on the identity's
 * first read: a person the rule does not let open the list sees no title, as in the app bar. Its
 * words are the whole catalogue's, which comes with this chunk and is lent to the shell's words.
 */
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { canAccess, roleReadFrom, type Role } from '../../access/can-access.js';
import { afterNextPaint } from '../../components/after-paint.js';
import { earlyIdentityAnswer } from '../../boot/early-reads.js';
import '../../i18n/whole-catalogue.js';
import { useWords, type WordKey } from '../../i18n/words.js';
import { PageLoading } from '../../pages/PageLoading.js';
import { LIST_TITLES, listTitleWord, titledListAt, type TitledList } from '../../registry/list-titles.js';
import { recallIdentity } from '../../session/identity-memory.js';

/**
 * The person's role as far as it is known yet: `undefined` while the identity's first read is
 * awaited, `unanswered` when there is none to await or it got no identity.
 */
type KnownRole = { role: Role | null } | 'unanswered' | undefined;

function useKnownRole(): KnownRole {
  const [known, setKnown] = useState<KnownRole>(() => {
    const remembered = recallIdentity();
    if (!remembered) return undefined;
    // Kept in this browser's storage: a role the rule does not know names nothing.
    const checked = roleReadFrom(remembered.role);
    return checked === undefined ? 'unanswered' : { role: checked };
  });
  useEffect(() => {
    if (known) return undefined;
    let current = true;
    const answer = earlyIdentityAnswer();
    if (!answer) {
      setKnown('unanswered');
      return undefined;
    }
    void answer.then((identity) => {
      if (current) setKnown(identity ? { role: identity.role ?? null } : 'unanswered');
    });
    return () => {
      current = false;
    };
  }, [known]);
  return known;
}

/**
 * The list's title for a role, by the access rule. Without a role (none remembered, the identity
 * unread or unanswered), none, and no refusal either: the back office answers once it is there.
 */
function titleFor(list: TitledList, known: KnownRole): WordKey | undefined {
  if (typeof known !== 'object' || !canAccess(known.role, { action: 'list', resource: list })) return undefined;
  return listTitleWord(LIST_TITLES[list], canAccess(known.role, { action: 'list', resource: 'companies' }));
}

/**
 * `onDrawn`: called once the frame has been painted with all it will show (the title, or the
 * knowledge that there is none), a frame after its commit.
 */
export default function ShellFrame({ onDrawn }: { onDrawn?: () => void }) {
  const t = useWords();
  const { pathname } = useLocation();
  // The page it was opened on: the frame is gone before the person can move.
  const [list] = useState(() => titledListAt(pathname));
  const known = useKnownRole();
  const title = list && titleFor(list, known);
  const complete = known !== undefined || list === undefined;
  useEffect(() => (complete && onDrawn ? afterNextPaint(onDrawn) : undefined), [complete, onDrawn]);
  return (
    <>
      {/* react-admin's app bar's measures (ra-ui-materialui's AppBar): nothing moves when it replaces this one. */}
      <AppBar color="primary">
        <Toolbar disableGutters variant="dense" sx={{ px: 1, minHeight: 48 }}>
          <Box
            aria-hidden
            sx={{ width: 40, height: 40, mr: '0.2em', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          >
            <MenuIcon />
          </Box>
          <Typography variant="h6" color="inherit" noWrap sx={{ flex: 1 }}>
            {title ? t(title) : null}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ pt: 6 }}>
        <PageLoading />
      </Box>
    </>
  );
}
