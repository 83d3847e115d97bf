/**
 * The pages an agent opens, under axe-core and HTML_CodeSniffer (axe.ts): one test per page and width.
 *
 * The access rule gives an agent what it gives an admin on every staff page but the accounts
 * (checked first, below), so an agent's page is the admin's, which accessibility-admin walks whole,
 * but for what every page shows of the person: the menu (without Accounts) and the name in the app
 * bar. Those are audited here on a page of each kind: the landing page, a list, a record, a form.
 */
import { describe, expect, it } from 'vitest';
import { ACTIONS, RULES, canAccess, type ResourceName } from '../src/access/can-access.js';
import { auditEveryPage } from './axe.js';
import { WALK_DAY } from './pinned-day.js';
import { useBrowser } from './support.js';

const browser = useBrowser({ day: WALK_DAY });

/** The sections where the rule would show an agent something else than an admin. */
const differing = (Object.keys(RULES) as ResourceName[]).filter((resource) =>
  ACTIONS.some((action) => canAccess('agent', { resource, action }) !== canAccess('admin', { resource, action })),
);

describe('accessibility (axe-core WCAG 2.1 A and AA, HTML_CodeSniffer WCAG2AA): an agent', () => {
  it('sees every staff page as an admin does, but for the accounts, which it may not open, the trash and the workload', () => {
    // A section narrowed for agents shows them another page: add its pages to the walk below.
    // The trash shows an agent no Purge; the overview no one's open requests (admins'), both walked.
    expect(differing).toEqual(['my-permit-request', 'accounts', 'trash']);
  });

  auditEveryPage(browser, 'agent@example.com', [
    '/overview',
    '/companies',
    '/company/1',
    '/companies/create',
    '/trash',
  ]);
});
