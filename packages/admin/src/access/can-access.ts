/**
 * Who may do what, in one place (docs/product.md: staff are `admin` and `agent`, a `member` belongs to
 * one company). The authProvider answers react-admin's `canAccess` with it, and through it the
 * menu, the sections' gate and the screens (`useCanAccess`, `<CanAccess>`) all ask the same rule.
 * No role is compared anywhere else (a test greps for it).
 *
 * A resource is a section's name (its route); an action is react-admin's (`list`, `show`,
 * `create`, `edit`, `delete`, `export`) or one of the product's own below. What the rule does not
 * name is denied: a new section is closed until its line is written here. An identity without a
 * role may do everything: the specification shows no roles, and the API stays the authority.
 */
import { isSectionName, type SectionName } from '../registry/table.js';

export type Role = 'admin' | 'agent' | 'member';

export const ROLES: readonly Role[] = ['admin', 'agent', 'member'];

/**
 * A role read from outside the rule (this browser's storage, which anyone at it may have written):
 * one of the roles, `null` for none (an identity without a role), `undefined` for anything else,
 * which must name nothing (an empty text would otherwise read as "no role", which may do everything).
 */
export function roleReadFrom(value: unknown): Role | null | undefined {
  if (value === null || value === undefined) return null;
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : undefined;
}

/**
 * Whether a role read from outside the rule (`roleReadFrom`: an answer, this browser's storage) may
 * do this: one the rule does not know may do nothing, where `canAccess` would let no role through.
 */
export function canAccessAsRead(value: unknown, request: AccessRequest): boolean {
  const role = roleReadFrom(value);
  return role !== undefined && canAccess(role, request);
}

/** Whether a role is the office's (staff), as a message's author or a record's actor is shown. */
export const isOfficeRole = (role: Role): boolean => role === 'admin' || role === 'agent';

const STAFF: readonly Role[] = ['admin', 'agent'];
const EVERYONE = ROLES;
const MEMBER: readonly Role[] = ['member'];
const ADMIN: readonly Role[] = ['admin'];
const NO_ONE: readonly Role[] = [];

/**
 * The product's own actions, beside react-admin's:
 * - `decide`: move a permit request on (review, approve, reject, issue, reopen): staff;
 * - `cancel`: a member withdraws their own request;
 * - `assign`: take a permit request, or hand it over to a colleague (the queue): staff;
 * - `oversee`: see each staff member's open requests (the queue's workload): admins;
 * - `history`: read a record's history (and put its values back where the person may save them):
 *   staff, any record they may open; a member, their own company's loads and permit requests only
 *   (the API refuses the rest, and a refusal would end their session).
 */
export type Action =
  'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | 'decide' | 'cancel' | 'assign' | 'oversee' | 'history';

export const ACTIONS: readonly Action[] = [
  'list',
  'show',
  'create',
  'edit',
  'delete',
  'export',
  'decide',
  'cancel',
  'assign',
  'oversee',
  'history',
];

/** A resource's roles: `all` for every action, narrowed for some (`create: STAFF`). */
interface ResourceRule {
  all: readonly Role[];
  narrower?: Partial<Record<Action, readonly Role[]>>;
}

const rule = (all: readonly Role[], narrower?: ResourceRule['narrower']): ResourceRule => ({ all, narrower });

/** Every section (registry/table.ts), by the name the router and react-admin know it by: one line each, none left out. */
export const RULES = {
  overview: rule(EVERYONE, { history: STAFF }),
  'my-permit-request': rule(EVERYONE, { decide: STAFF, cancel: MEMBER, assign: STAFF, oversee: ADMIN }),
  'my-loads': rule(EVERYONE),
  'my-vehicles': rule(EVERYONE),
  companies: rule(STAFF),
  applications: rule(STAFF),
  'existing-member-list': rule(STAFF),
  contacts: rule(STAFF),
  invoices: rule(STAFF),
  'company-invoices': rule(MEMBER, { history: NO_ONE }),
  'card-operations': rule(EVERYONE, { create: STAFF, edit: STAFF, delete: STAFF, export: STAFF, history: STAFF }),
  annual: rule(EVERYONE, { create: STAFF, edit: STAFF, delete: STAFF, export: STAFF, history: STAFF }),
  'permit-calculation/city': rule(EVERYONE, { history: STAFF }),
  'state-notes': rule(STAFF),
  'company-state-regulation': rule(MEMBER, { history: NO_ONE }),
  'company-info': rule(MEMBER, { history: NO_ONE }),
  'contact-us': rule(MEMBER, { history: NO_ONE }),
  accounts: rule(ADMIN),
  logs: rule(STAFF),
  // Staff list and restore; only an admin purges for good (`delete`). Members have no trash.
  trash: rule(STAFF, { delete: ADMIN }),
  'main-settings': rule(STAFF),
  statistic: rule(STAFF),
  'agent-statistics': rule(STAFF),
  'company-statistic': rule(MEMBER, { history: NO_ONE }),
  'site-settings/general': rule(STAFF),
  'site-settings/main-settings': rule(STAFF),
  'site-settings/customer-manual': rule(STAFF),
  'site-settings/holiday-closures': rule(STAFF),
  'site-settings/state-regulations': rule(STAFF),
  'site-settings/city-rates': rule(STAFF),
  'site-settings/blog': rule(STAFF),
  'site-settings/pages': rule(STAFF),
  'site-settings/services': rule(STAFF),
  docApi: rule(STAFF),
  test: rule(STAFF),
  notifications: rule(EVERYONE),
  settings: rule(EVERYONE, { history: STAFF }),
} as const satisfies Record<SectionName, ResourceRule>;

/** A resource the rule knows, a section: a misspelt one is a compile error where a screen asks (`useCan`). */
export type ResourceName = SectionName;

export interface AccessRequest {
  resource: string;
  action: string;
  record?: unknown;
}

/**
 * Whether a person of this role may do this. An unknown resource is denied; an unknown action on a
 * known resource follows the resource's own roles.
 */
export function canAccess(role: Role | null | undefined, { resource, action }: AccessRequest): boolean {
  if (!role) return true;
  if (!isSectionName(resource)) return false;
  const found: ResourceRule = RULES[resource];
  const roles = found.narrower?.[action as Action] ?? found.all;
  return roles.includes(role);
}
