/**
 * The access rule, for every role, every section and every action, against the README's route
 * table (who each route is for), written out here on its own so that the two are checked against
 * each other; and no role compared anywhere else in the admin.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sections } from '../registry/table.js';
import { ACTIONS, RULES, ROLES, canAccess, type Action, type Role } from './can-access.js';
import type { useCan } from './use-can.js';

type Who = 'everyone' | 'staff' | 'members' | 'admins';

/** The README's "What the back office has today", route by route. */
const WHO: Record<string, Who> = {
  overview: 'everyone',
  'my-permit-request': 'everyone',
  'my-loads': 'everyone',
  'my-vehicles': 'everyone',
  annual: 'everyone',
  'permit-calculation/city': 'everyone',
  'state-notes': 'staff',
  'company-state-regulation': 'members',
  statistic: 'staff',
  'agent-statistics': 'staff',
  'company-statistic': 'members',
  companies: 'staff',
  applications: 'staff',
  'existing-member-list': 'staff',
  contacts: 'staff',
  invoices: 'staff',
  'card-operations': 'everyone',
  accounts: 'admins',
  logs: 'staff',
  trash: 'staff',
  'main-settings': 'staff',
  'site-settings/blog': 'staff',
  'site-settings/pages': 'staff',
  'site-settings/services': 'staff',
  'site-settings/customer-manual': 'staff',
  'site-settings/holiday-closures': 'staff',
  'site-settings/state-regulations': 'staff',
  'site-settings/city-rates': 'staff',
  'site-settings/general': 'staff',
  'site-settings/main-settings': 'staff',
  docApi: 'staff',
  test: 'staff',
  'company-invoices': 'members',
  'company-info': 'members',
  'contact-us': 'members',
  notifications: 'everyone',
  settings: 'everyone',
};

const ROLES_OF: Record<Who, Role[]> = {
  everyone: ['admin', 'agent', 'member'],
  staff: ['admin', 'agent'],
  members: ['member'],
  admins: ['admin'],
};

/** Where the README narrows a route's actions: "staff create, edit, delete", "staff record refunds". */
const STAFF_ONLY: Partial<Record<string, Action[]>> = {
  annual: ['create', 'edit', 'delete', 'export', 'history'],
  'card-operations': ['create', 'edit', 'delete', 'export', 'history'],
  'my-permit-request': ['decide', 'assign'],
  // README "History and trash": a member reads the history of their own loads and permit requests only.
  overview: ['history'],
  'permit-calculation/city': ['history'],
  settings: ['history'],
};
const MEMBER_ONLY: Partial<Record<string, Action[]>> = { 'my-permit-request': ['cancel'] };
/** Where the README gives an action to admins only: "only an admin purges". */
const ADMIN_ONLY: Partial<Record<string, Action[]>> = { trash: ['delete'], 'my-permit-request': ['oversee'] };
/** A member's own pages show no history: the API gives a member none but their loads' and permit requests'. */
const NO_ONE: Partial<Record<string, Action[]>> = {
  'company-invoices': ['history'],
  'company-state-regulation': ['history'],
  'company-info': ['history'],
  'contact-us': ['history'],
  'company-statistic': ['history'],
};

describe('canAccess', () => {
  it('has a rule for every section of the menu (the overview among them), and none for what does not exist', () => {
    expect(Object.keys(RULES).sort()).toEqual(sections.map((section) => section.name).sort());
    expect(Object.keys(WHO).sort()).toEqual(Object.keys(RULES).sort());
  });

  for (const [resource, who] of Object.entries(WHO)) {
    it(`${resource}: ${who}, for every action`, () => {
      for (const role of ROLES) {
        for (const action of ACTIONS) {
          let expected = ROLES_OF[who].includes(role);
          if (STAFF_ONLY[resource]?.includes(action)) expected = role !== 'member';
          if (MEMBER_ONLY[resource]?.includes(action)) expected = role === 'member';
          if (ADMIN_ONLY[resource]?.includes(action)) expected = role === 'admin';
          if (NO_ONE[resource]?.includes(action)) expected = false;
          expect(canAccess(role, { resource, action }), `${role} ${action} ${resource}`).toBe(expected);
        }
      }
    });
  }

  it('lets an identity without a role do everything (the specification shows no roles)', () => {
    for (const resource of Object.keys(RULES)) {
      for (const action of ACTIONS) {
        expect(canAccess(null, { resource, action })).toBe(true);
        expect(canAccess(undefined, { resource, action })).toBe(true);
      }
    }
  });

  it('denies what it does not know, to every role', () => {
    for (const role of ROLES) {
      expect(canAccess(role, { resource: 'something-new', action: 'list' })).toBe(false);
      expect(canAccess(role, { resource: 'Companies', action: 'list' })).toBe(false);
      expect(canAccess(role, { resource: 'toString', action: 'list' })).toBe(false);
    }
    expect(canAccess('member', { resource: 'companies', action: 'something-new' })).toBe(false);
    expect(canAccess('agent', { resource: 'companies', action: 'something-new' })).toBe(true);
  });

  it('does not compile a misspelt resource or action where a screen asks', () => {
    type Asked = Parameters<typeof useCan>;
    // @ts-expect-error: 'companis' is no resource of the rule.
    const misspelt: Asked[1] = 'companis';
    // @ts-expect-error: 'aprove' is no action.
    const unknownAction: Asked[0] = 'aprove';
    const known: Asked = ['list', 'companies'];
    expect([misspelt, unknownAction, known[1]]).toEqual(['companis', 'aprove', 'companies']);
  });
});

describe('the admin compares roles nowhere but in the access rule', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });
  // A role compared, either way round; a role list searched; the names such checks go by; and
  // the member role named at all (staff roles are also record values: accounts, their chips).
  const ROLE_COMPARISON =
    /\brole\s*[!=]==|[!=]==\s*[\w.]*\brole\b|\.includes\(\s*[\w.]*\brole\s*\)|\b(?:isStaff|isMember|isAdmin)\b|['"]member['"]/;

  it('finds no role compared outside src/access', () => {
    const offenders = files(root)
      .filter((path) => !relative(root, path).startsWith('access/') && !/\.test\.tsx?$/.test(path))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${relative(root, path)}:${index + 1}` }))
          .filter(({ line }) => ROLE_COMPARISON.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('would find one', () => {
    for (const line of [
      "if (role === 'member')",
      "user.role !== 'admin'",
      "'admin' === user.role",
      'roles.includes(identity.role)',
      'const isMember = true',
    ])
      expect(ROLE_COMPARISON.test(line), line).toBe(true);
  });
});
