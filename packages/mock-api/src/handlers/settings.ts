/** Single-record settings: the service's, and the website's general data and home page. */
import type { Settings } from '../db/store.js';
import { ok, type Ctx, type Operation, type Operations } from '../operation.js';
import type { SettingsCollection } from '../records.js';

function settings<Name extends keyof Settings>(
  name: Name,
  path: SettingsCollection,
  describe: string,
  /** What a save that leaves a field out keeps of the stored settings. */
  kept: (current: Settings[Name]) => Partial<Settings[Name]> = () => ({}),
): [Operation, Operation] {
  const read: Operation = (ctx) => ok({ data: ctx.db.settings[name] });
  const write: Operation = (ctx: Ctx) => {
    const before = ctx.db.settings[name];
    // The body may echo the version it started from; the stored one is the next (openapi.yaml, "Versions").
    const version = (before.version ?? 1) + 1;
    ctx.db.settings[name] = { ...kept(before), ...(ctx.body as Settings[Name]), version };
    ctx.journal.settingsChanged(path, { ...before }, { ...ctx.db.settings[name] });
    ctx.audit('update', `settings/${name}`, null, `Saved ${describe}`);
    return ok({ data: ctx.db.settings[name] });
  };
  return [read, write];
}

const [getServiceSettings, updateServiceSettings] = settings(
  'main',
  'settings/main',
  'the service settings',
  // A client that does not know the trash's days (added since) keeps them as they are.
  (current) => (current.trash_days === undefined ? {} : { trash_days: current.trash_days }),
);
const [getSiteGeneral, updateSiteGeneral] = settings('general', 'site-settings/general', "the website's general data");
const [getSiteHome, updateSiteHome] = settings('home', 'site-settings/home', 'the home page settings');

export const settingsOperations: Operations = {
  getServiceSettings,
  updateServiceSettings,
  getSiteGeneral,
  updateSiteGeneral,
  getSiteHome,
  updateSiteHome,
};
