/** Single-record settings: the service's, and the website's general data and home page. */
import type { Settings } from '../db/store.js';
import { ok, type Ctx, type Operation, type Operations } from '../operation.js';

function settings<Name extends keyof Settings>(name: Name, describe: string): [Operation, Operation] {
  const read: Operation = (ctx) => ok({ data: ctx.db.settings[name] });
  const write: Operation = (ctx: Ctx) => {
    // The body may echo the version it started from; the stored one is the next (openapi.yaml, "Versions").
    const version = (ctx.db.settings[name].version ?? 1) + 1;
    ctx.db.settings[name] = { ...(ctx.body as Settings[Name]), version };
    ctx.audit('update', `settings/${name}`, null, `Saved ${describe}`);
    return ok({ data: ctx.db.settings[name] });
  };
  return [read, write];
}

const [getServiceSettings, updateServiceSettings] = settings('main', 'the service settings');
const [getSiteGeneral, updateSiteGeneral] = settings('general', "the website's general data");
const [getSiteHome, updateSiteHome] = settings('home', 'the home page settings');

export const settingsOperations: Operations = {
  getServiceSettings,
  updateServiceSettings,
  getSiteGeneral,
  updateSiteGeneral,
  getSiteHome,
  updateSiteHome,
};
