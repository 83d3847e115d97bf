/**
 * The default layout: react-admin's app bar (the identity and a user menu with Logout) and the
 * role's menu, plus the popups that follow a sign-in.
 */
import { useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu, useGetIdentity, type LayoutProps } from 'react-admin';
import { FeedbackPopup } from '../../overlays/feedback/FeedbackPopup.js';
import { ReminderPopup } from '../../overlays/reminder/ReminderPopup.js';
import { isReminderDue, onReminderChange } from '../../overlays/reminder/reminder-flag.js';
import { ErrorPage } from '../../pages/error/ErrorPage.js';
import { Menu } from './Menu.js';

const AppUserMenu = () => (
  <UserMenu>
    <Logout />
  </UserMenu>
);

/**
 * react-admin's layout grows to fit its widest content; here a wide table scrolls inside its own
 * card instead, and the page is never wider than the window (a phone shows 390 px).
 */
const fitTheWindow = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
} as const;

const DefaultAppBar = () => <AppBar color="primary" userMenu={<AppUserMenu />} />;

// Framework-level failures go to the console (react-admin logs them); the person sees a page.
const LayoutError = () => <ErrorPage status={500} />;

/**
 * The menu comes in a second pass, which React renders in slices between other work: rendered
 * with the page, its two dozen items made the first signed-in render one long task, which delays
 * the page's content and blocks input (Lighthouse's LCP and TBT). The sidebar keeps its width, so
 * nothing moves when it arrives.
 */
function DeferredMenu() {
  const ready = useDeferredValue(true, false);
  return ready ? <Menu /> : null;
}

/** One popup at a time: the reminder first, then the feedback popup. */
function SignInPopups() {
  const { identity } = useGetIdentity();
  const reminderOpen = useSyncExternalStore(onReminderChange, isReminderDue);
  if (reminderOpen) return <ReminderPopup />;
  return <FeedbackPopup userId={typeof identity?.id === 'number' ? identity.id : undefined} />;
}

export function DefaultLayout({ children, ...props }: LayoutProps & { children?: ReactNode }) {
  return (
    <Layout {...props} appBar={DefaultAppBar} menu={DeferredMenu} error={LayoutError} sx={fitTheWindow}>
      {children}
      <SignInPopups />
    </Layout>
  );
}
