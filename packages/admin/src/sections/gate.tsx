/**
 * A section's screens, shown only to those the access rule lets open them (access/can-access.ts,
 * through react-admin's useCanAccess). react-admin's own check lets its list controller fetch
 * before the access-denied redirect, and the API's 403 to that fetch would end the session
 * (specification section 8); the gate renders nothing of the screen instead.
 */
import type { ComponentType } from 'react';
import { LoadingPage, useCanAccess } from 'react-admin';
import { AccessDenied } from '../pages/error/AccessDenied.js';
import type { Screen, Section } from './registry.js';

function gate(section: Section, screen: Screen, View: ComponentType): ComponentType {
  function GatedScreen() {
    const { canAccess, isPending } = useCanAccess({ resource: section.name, action: screen });
    if (isPending) return <LoadingPage />;
    return canAccess ? <View /> : <AccessDenied />;
  }
  GatedScreen.displayName = `Gated(${section.name}.${screen})`;
  return GatedScreen;
}

/** The section with every screen behind the gate of the access rule. */
export function gated(section: Section): Section {
  const wrap = (screen: Screen, View: ComponentType | undefined) => View && gate(section, screen, View);
  return {
    ...section,
    list: wrap('list', section.list),
    create: wrap('create', section.create),
    edit: wrap('edit', section.edit),
    show: wrap('show', section.show),
  };
}
