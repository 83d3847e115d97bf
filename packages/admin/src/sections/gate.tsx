/**
 * A section's screens, shown only to the roles it is for. react-admin's own access check lets its
 * list controller fetch before the access-denied redirect, and the API's 403 to that fetch would
 * end the session (specification section 8); the gate renders nothing of the screen instead.
 */
import type { ComponentType } from 'react';
import { LoadingPage, useGetIdentity } from 'react-admin';
import { AccessDenied } from '../pages/error/AccessDenied.js';
import { mayOpen, type Role, type Section } from './registry.js';

function gate(sections: readonly Section[], name: string, Screen: ComponentType): ComponentType {
  function GatedScreen() {
    const { identity, isPending } = useGetIdentity();
    if (isPending) return <LoadingPage />;
    const role = (identity as { role?: Role | null } | undefined)?.role;
    return mayOpen(sections, role, name) ? <Screen /> : <AccessDenied />;
  }
  GatedScreen.displayName = `Gated(${name})`;
  return GatedScreen;
}

/** The section with every screen behind the gate of its roles. */
export function gated(sections: readonly Section[], section: Section): Section {
  const wrap = (Screen: ComponentType | undefined) => Screen && gate(sections, section.name, Screen);
  return {
    ...section,
    list: wrap(section.list),
    create: wrap(section.create),
    edit: wrap(section.edit),
    show: wrap(section.show),
  };
}
