/**
 * The sections of the back office and the roles that use them (product.md). The menu lists the
 * sections of the user's role; react-admin's access control answers the others with the
 * access-denied screen. An identity without a role sees every section.
 *
 * A section joins the table in sections/index.ts when it is built (its screens, icon and roles).
 */
import type { ComponentType } from 'react';

export type Role = 'admin' | 'agent' | 'member';
export const STAFF: Role[] = ['admin', 'agent'];
export const EVERYONE: Role[] = ['admin', 'agent', 'member'];

export interface Section {
  /** The react-admin resource name and route (`/company-invoices`). */
  name: string;
  /** The API collection it reads, when not the same as its name (`invoices`). */
  collection?: string;
  label: string;
  icon: ComponentType;
  /** A menu group it sits in, folded away until opened (the website's content). */
  group?: MenuGroup;
  roles: Role[];
  /** Screens, each loaded with the section only (React.lazy). */
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  recordRepresentation?: string;
  /** Narrower roles for one screen (a member reads card operations; only staff create them). */
  screenRoles?: Partial<Record<Screen, Role[]>>;
}

export type Screen = 'list' | 'create' | 'edit' | 'show';

/** The menu's folded groups; their labels are the catalogue's `app.layout.groups`. */
export type MenuGroup = 'website';

export function mayOpen(sections: readonly Section[], role: Role | null | undefined, sectionName: string): boolean {
  const section = sections.find((candidate) => candidate.name === sectionName);
  if (!section || !role) return true;
  return section.roles.includes(role);
}
