/**
 * The back office's frame as the shell draws it while react-admin's code is on its way: the app
 * bar where react-admin's will be, with the page's title when the frame can say it, and the loading
 * state under it. On a phone's first visit that title is the largest text of the first screen
 * (issues 41, 68), and it came with the last of some 380 KB of code; drawn here, it comes with the
 * shell and this chunk, and on such a page the back office's code is asked for only once it is drawn
 * (routes/Root.tsx; the hosts leave that code out of the page: registry/framed-pages.ts), so that
 * the two do not share a phone's bandwidth first.
 *
 * - A list's title is the app bar's (layouts/default/ListTitle.tsx), by the same access rule, on the
 *   role remembered in this browser for the session (session/identity-memory.ts), else on the
 *   identity's first read: a person the rule does not let open the list sees no title, as in the
 *   app bar.
 * - The overview's (`/overview`) is its name, by the same rule; and on a phone, where the menu is a
 *   drawer and the page has the whole width, the frame draws the overview's first screen under it as
 *   the page draws it while it reads (sections/overview/OverviewWhileRead.tsx): its first card's
 *   heading is that screen's largest text. At the desk the sidebar, open or closed as this browser
 *   left it, takes the page's left, and the frame draws the loading state as on other pages.
 * - An edit form's is react-admin's, the section's name and the record's representation
 *   (registry/record-titles.ts): the record is read here once the identity's first read has come
 *   and the rule lets the person open the form (a read refused ends the session, so never on a
 *   remembered role alone), and the data provider takes that read rather than read again.
 *
 * It is drawn in the theme the back office will open in (session/theme-choice.ts): a person who chose
 * the dark one sees no light page first.
 *
 * Its words are the whole catalogue's, which comes with this chunk and is lent to the shell's words.
 */
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { canAccess, canAccessAsRead, roleReadFrom, type Role } from '../../access/can-access.js';
import { afterNextPaint } from '../../components/after-paint.js';
import type { Sdk } from '@permit-office/sdk';
import type { RaRecord } from 'react-admin';
import { earlyIdentityAnswer, startEarlyRecordRead } from '../../boot/early-reads.js';
import { areaWord } from '../../i18n/area-words.js';
import '../../i18n/whole-catalogue.js';
import { useWords, type WordKey, type Words } from '../../i18n/words.js';
import { PageLoading } from '../../pages/PageLoading.js';
import { LIST_TITLES, listTitleWord, titledListAt, type TitledList } from '../../registry/list-titles.js';
import {
  RECORD_TITLES,
  representationOf,
  titledRecordAt,
  type TitledRecordSection,
} from '../../registry/record-titles.js';
import { opensOnOverview } from '../../registry/paths.js';
import { OverviewWhileRead } from '../../sections/overview/OverviewWhileRead.js';
import { recallIdentity } from '../../session/identity-memory.js';
import { useSdk } from '../../session/sdk-context.js';
import { openingThemeMode } from '../../session/theme-choice.js';
import { darkThemeMade } from '../../theme.js';

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
 * The overview's first screen for a role, by the access rule (what OverviewPage asks it); none
 * while the role is unknown or the rule does not let the person open the overview.
 */
function overviewFor(known: KnownRole): { ownCompany: boolean; oversees: boolean } | undefined {
  if (typeof known !== 'object' || !canAccess(known.role, { action: 'list', resource: 'overview' })) return undefined;
  return {
    ownCompany: !canAccess(known.role, { action: 'list', resource: 'companies' }),
    oversees: canAccess(known.role, { action: 'oversee', resource: 'my-permit-request' }),
  };
}

/** An edit form's title in its parts: the key of the section's name, the record's representation. */
interface RecordTitle {
  name: WordKey;
  representation: string;
}

/**
 * The edit form's title, once the record has been read for a person the rule lets open the form;
 * none for anyone else, or when the record could not be read (the form says why once it is there).
 */
async function readRecordTitle(
  sdk: Sdk,
  { section, id }: { section: TitledRecordSection; id: string },
): Promise<RecordTitle | undefined> {
  const identity = await earlyIdentityAnswer();
  // A role the rule does not know names nothing and reads nothing.
  if (!identity || !canAccessAsRead(identity.role, { action: 'edit', resource: section })) return undefined;
  const facts = RECORD_TITLES[section];
  // The collection's record, as the data provider takes it (react-admin's record).
  const record = (await startEarlyRecordRead(sdk, facts.collection, id)?.catch(() => undefined)) as
    RaRecord | undefined;
  const representation = record && representationOf(facts, record);
  const name = areaWord(facts.area, 'menu');
  return representation && name ? { name, representation } : undefined;
}

/**
 * The titles read, by page: react-admin's layout draws this frame again for a moment while its first
 * screen is drawn (layouts/default), and it shows the same title without a second read, at once
 * when the read has come (`found`). Forgotten when the session changes: they were read for it.
 */
interface TitleRead {
  read: Promise<RecordTitle | undefined>;
  found?: { title?: RecordTitle };
}
const titleReads = new Map<string, TitleRead>();
let listenedTo: Sdk | undefined;

const titleKey = ({ section, id }: { section: TitledRecordSection; id: string }) => `${section}/${id}`;

function recordTitleOnce(sdk: Sdk, at: { section: TitledRecordSection; id: string }): TitleRead {
  if (listenedTo !== sdk) {
    listenedTo = sdk;
    sdk.on((event) => {
      if (event.kind === 'session') titleReads.clear();
    });
  }
  const known = titleReads.get(titleKey(at));
  if (known) return known;
  const started: TitleRead = {
    read: readRecordTitle(sdk, at).then((title) => {
      started.found = { title };
      return title;
    }),
  };
  titleReads.set(titleKey(at), started);
  return started;
}

/** The record page's title: `undefined` while it is being read, then what it is (maybe nothing). */
function useRecordTitle(
  at: { section: TitledRecordSection; id: string } | undefined,
): { title?: RecordTitle } | undefined {
  const sdk = useSdk();
  const [read, setRead] = useState(() => at && titleReads.get(titleKey(at))?.found);
  useEffect(() => {
    if (!at || read) return undefined;
    let current = true;
    void recordTitleOnce(sdk, at).read.then((title) => {
      if (current) setRead({ title });
    });
    return () => {
      current = false;
    };
  }, [at, read, sdk]);
  return read;
}

/** react-admin's title of an edit form (its `ra.page.edit`), in the catalogue's words. */
const saidTitle = (t: Words, { name, representation }: RecordTitle) =>
  t('app.layout.recordTitle', t(name), representation);

/**
 * `onDrawn`: called once the frame has been painted with all it will show (the title, or the
 * knowledge that there is none), a frame after its commit.
 */
export default function ShellFrame({ onDrawn }: { onDrawn?: () => void }) {
  const outer = useTheme();
  // The theme the back office will open in (session/theme-choice.ts): the shell's is the light one,
  // react-admin's (the frame in its layout's first pass) the right one already.
  const [mode] = useState(() => openingThemeMode(recallIdentity()?.id));
  const frame = <Frame onDrawn={onDrawn} />;
  if (mode !== 'dark' || outer.palette.mode === 'dark') return frame;
  return (
    <ThemeProvider theme={darkThemeMade()}>
      <CssBaseline enableColorScheme />
      {frame}
    </ThemeProvider>
  );
}

function Frame({ onDrawn }: { onDrawn?: () => void }) {
  const t = useWords();
  const { pathname } = useLocation();
  // The page it was opened on: the frame is gone before the person can move.
  const [list] = useState(() => titledListAt(pathname));
  const [record] = useState(() => titledRecordAt(pathname));
  const [overview] = useState(() => opensOnOverview(pathname));
  // react-admin's own breakpoint for its menu as a drawer (its Sidebar).
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const known = useKnownRole();
  const listTitle = list && titleFor(list, known);
  const overviewScreen = overview ? overviewFor(known) : undefined;
  const recordTitle = useRecordTitle(record);
  const title = overviewScreen
    ? t('app.overview.title')
    : listTitle
      ? t(listTitle)
      : recordTitle?.title && saidTitle(t, recordTitle.title);
  const complete = record ? recordTitle !== undefined : known !== undefined || (list === undefined && !overview);
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
            {title ?? null}
          </Typography>
        </Toolbar>
      </AppBar>
      {overviewScreen && phone ? (
        // react-admin's layout's measures on a phone (ra-ui-materialui's Layout): below its app bar, 8 px each side.
        // Padding, not margin: the page's first margin would pass through to the body and move the
        // whole page down as the frame came and up again as the back office took its place.
        <Box sx={{ pt: 7, px: 1 }}>
          <OverviewWhileRead {...overviewScreen} />
        </Box>
      ) : (
        <Box sx={{ pt: 6 }}>
          <PageLoading />
        </Box>
      )}
    </>
  );
}
