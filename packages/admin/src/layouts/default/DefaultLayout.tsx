/**
 * The default layout: react-admin's app bar (the identity and a user menu with Logout) and the
 * role's menu, plus the popups that follow a sign-in.
 */
import {
  memo,
  startTransition,
  useDeferredValue,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  AppBar,
  AppBarClasses,
  Layout,
  LoadingIndicator,
  Logout,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  type LayoutProps,
} from 'react-admin';
import { FeedbackPopup } from '../../overlays/feedback/FeedbackPopup.js';
import { ReminderPopup } from '../../overlays/reminder/ReminderPopup.js';
import { isReminderDue, onReminderChange } from '../../overlays/reminder/reminder-flag.js';
import { ErrorPage } from '../../pages/error/ErrorPage.js';
import { useWords } from '../../i18n/words.js';
import { afterFirstScreen, firstScreenDrawn } from '../../registry/first-screen.js';
import ShellFrame from '../shell-frame/ShellFrame.js';
import { ListTitle } from './ListTitle.js';
import { Menu, SectionLookedAt } from './Menu.js';
import { NotificationBell } from './NotificationBell.js';
import { SearchButton } from './search/SearchButton.js';
import { ThemeSwitch } from './ThemeSwitch.js';
import { WidthAwareSidebar } from './WidthAwareSidebar.js';

/**
 * The identity's menu. Its accessible name starts with the name it shows ("Ada Admin, profile"):
 * react-admin's own ("Profile") does not hold the visible text, which voice control users speak.
 */
function AppUserMenu() {
  const t = useWords();
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? t('app.layout.userMenu', identity.fullName) : undefined}>
      <Logout />
    </UserMenu>
  );
}

/**
 * react-admin's layout grows to fit its widest content; here a wide table scrolls inside its own
 * card instead, and the page is never wider than the window (a phone shows 390 px). The table's
 * wrapper scrolls, not the list's card: the bulk toolbar slides up out of the card, over the list's
 * toolbar, and a scrolling card would clip it.
 */
const fitTheWindow = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
} as const;

/**
 * The page's title in the app bar ends in "…" within its space, before the search (issue 43): a
 * flex item may shrink below its content, and the title's text is inline, where the ellipsis
 * applies (react-admin wraps it in an inline-block, which is clipped whole, without one).
 */
const titleFits = {
  '& #react-admin-title': { minWidth: 0 },
  '& #react-admin-title .RaConfigurable-root': { display: 'inline' },
} as const;

/**
 * Where the title is cut, its whole text is its tooltip (and a pointer's hover reads it): the title
 * is written by each page into react-admin's portal, so it is followed as it changes.
 */
function useWholeTitleReadable() {
  useEffect(() => {
    const title = document.getElementById('react-admin-title');
    if (!title) return undefined;
    const follow = () => {
      const text = title.textContent?.trim() ?? '';
      if (title.title !== text) title.title = text;
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(title, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
}

function TitleTooltip() {
  useWholeTitleReadable();
  return null;
}

/**
 * The app bar's buttons but the search, on a page load, after the page's first screen, in a commit
 * of their own (registry/first-screen.ts): drawn with the layout, they were most of its commit, and
 * each of MUI's tooltips draws itself twice as it mounts (its anchor set in a ref), in one task
 * with it.
 * The app bar and its title are there from the start, so nothing moves when they come (only the
 * title's "…" may come sooner); on a page without a gated screen (not found, an error) they come
 * at once.
 */
function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(firstScreenDrawn);
  useEffect(() => (shown ? undefined : afterFirstScreen(() => startTransition(() => setShown(true)))), [shown]);
  return shown ? children : null;
}

/**
 * react-admin's app bar, with the search before its refresh button and the identity. Its title
 * is react-admin's portal, which screens write into, holding a list's title from the start.
 * Drawn again only for what it reads itself (the address, the identity, the theme): react-admin's
 * layout draws its app bar whenever the layout is drawn, at every move between screens, and React
 * drew the whole bar before it reached the screen a tap asked for (issue 68, opening a record
 * from a card).
 */
const DefaultAppBar = memo(() => (
  <AppBar
    color="primary"
    sx={titleFits}
    userMenu={
      <AfterFirstScreen>
        <AppUserMenu />
      </AfterFirstScreen>
    }
    toolbar={
      <>
        <TitleTooltip />
        {/* At once: its Ctrl+K is heard from the moment the bar is there. */}
        <SearchButton />
        <AfterFirstScreen>
          <NotificationBell />
          <ThemeSwitch />
          <LoadingIndicator />
        </AfterFirstScreen>
      </>
    }
  >
    <TitlePortal className={AppBarClasses.title}>
      <ListTitle />
    </TitlePortal>
  </AppBar>
));

// Framework-level failures go to the console (react-admin logs them); the person sees a page.
const LayoutError = () => <ErrorPage status={500} />;

/**
 * The menu comes in a second pass, which React renders in slices between other work: rendered
 * with the page, its two dozen items made the first signed-in render one long task, which delays
 * the page's content and blocks input (Lighthouse's LCP and TBT). The sidebar keeps its width, so
 * nothing moves when it arrives. Like the app bar, drawn again only for what it reads itself.
 */
const DeferredMenu = memo(() => {
  const ready = useDeferredValue(true, false);
  return ready ? <Menu /> : null;
});

/** One popup at a time: the reminder first, then the feedback popup. */
function SignInPopups() {
  const { identity } = useGetIdentity();
  const reminderOpen = useSyncExternalStore(onReminderChange, isReminderDue);
  if (reminderOpen) return <ReminderPopup />;
  return <FeedbackPopup userId={typeof identity?.id === 'number' ? identity.id : undefined} />;
}

/**
 * The layout comes in a pass of its own too, as the menu does: react-admin draws it when the
 * identity's answer lands, a store update that React renders in one piece (useSyncExternalStore),
 * the whole app bar with it. Deferred, that render is React's to cut in slices; the first paint
 * before it is the shell's frame, a moment sooner.
 */
export function DefaultLayout({ children, ...props }: LayoutProps & { children?: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  // Until then, the frame the shell drew while this code loaded (layouts/shell-frame), not a blank page.
  if (!drawn) return <ShellFrame />;
  return (
    <Layout
      {...props}
      appBar={DefaultAppBar}
      menu={DeferredMenu}
      sidebar={WidthAwareSidebar}
      error={LayoutError}
      sx={fitTheWindow}
    >
      {children}
      <SignInPopups />
      <SectionLookedAt />
    </Layout>
  );
}
