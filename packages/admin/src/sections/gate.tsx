/**
 * A section's screens, shown only to the roles it is for. react-admin's own access check lets its
 * list controller fetch before the access-denied redirect, and the API's 403 to that fetch would
 * end the session (specification section 8); the gate renders nothing of the screen instead.
 */
import type { ComponentType } from 'react';
import { LoadingPage } from 'react-admin';
import { AccessDenied } from '../pages/error/AccessDenied.js';
import { useRole } from '../session/useRole.js';
import { mayOpen, type Screen, type Section } from './registry.js';

function gate(sections: readonly Section[], section: Section, screen: Screen, View: ComponentType): ComponentType {
  const narrower = section.screenRoles?.[screen];
  function GatedScreen() {
    const { role, isPending } = useRole();
    if (isPending) return <LoadingPage />;
    const allowed = mayOpen(sections, role, section.name) && (!narrower || !role || narrower.includes(role));
    return allowed ? <View /> : <AccessDenied />;
  }
  GatedScreen.displayName = `Gated(${section.name}.${screen})`;
  return GatedScreen;
}

/** The section with every screen behind the gate of its roles. */
export function gated(sections: readonly Section[], section: Section): Section {
  const wrap = (screen: Screen, View: ComponentType | undefined) => View && gate(sections, section, screen, View);
  return {
    ...section,
    list: wrap('list', section.list),
    create: wrap('create', section.create),
    edit: wrap('edit', section.edit),
    show: wrap('show', section.show),
  };
}
