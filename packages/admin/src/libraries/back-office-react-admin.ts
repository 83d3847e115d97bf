/**
 * The back office's third library group (vite.config.ts's `back-office-react-admin` chunk):
 * react-admin's core and the parts of its UI the frame draws with (the layout, the app bar, the
 * menu, the loading states), with what they import that the groups before have not taken (lodash,
 * inflection, the hotkeys, the query-string parser). Evaluated in a task of its own
 * (routes/Root.tsx); see back-office-data.ts.
 *
 * Only what the frame itself draws with: a part named here that only a screen uses would be
 * downloaded with the overview too.
 */
export {
  AdminContext,
  AppBar,
  CoreAdminUI,
  Layout,
  LoadingIndicator,
  LoadingPage,
  Logout,
  Menu,
  Sidebar,
  Title,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  localStorageStore,
} from 'react-admin';
