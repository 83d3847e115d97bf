/** Single-record settings: the service's, and the website's general data and home page. */
import type { Settings } from '../db/store.js';
import { invalid, ok, type Ctx, type Operation, type Operations } from '../operation.js';
import type { FieldErrors } from '../validate.js';
import type { SettingsCollection } from '../records.js';

function settings<Name extends keyof Settings>(
  name: Name,
  path: SettingsCollection,
  describe: string,
  /** What a save that leaves a field out keeps of the stored settings. */
  kept: (current: Settings[Name]) => Partial<Settings[Name]> = () => ({}),
  /** What the contract cannot say of the values together. */
  check: (input: Settings[Name]) => FieldErrors | undefined = () => undefined,
): [Operation, Operation] {
  const read: Operation = (ctx) => ok({ data: ctx.db.settings[name] });
  const write: Operation = (ctx: Ctx) => {
    const errors = check(ctx.body as Settings[Name]);
    if (errors) return invalid(errors);
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
  // A client that does not know the fields added since (the trash's days, the clock's hours and
  // target, decision by rule) keeps them as they are.
  ({ trash_days, office_hours, first_answer_hours, rule_decisions }) => ({
    ...(trash_days === undefined ? {} : { trash_days }),
    ...(office_hours === undefined ? {} : { office_hours }),
    ...(first_answer_hours === undefined ? {} : { first_answer_hours }),
    ...(rule_decisions === undefined ? {} : { rule_decisions }),
  }),
  ({ office_hours }) =>
    office_hours && office_hours.end <= office_hours.start
      ? { 'office_hours.end': ['The day must end after it starts.'] }
      : undefined,
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
