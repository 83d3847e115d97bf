/**
 * A section's screens, shown only to those the access rule lets open them (access/can-access.ts,
 * through react-admin's useCanAccess). react-admin's own check lets its list controller fetch
 * before the access-denied redirect, and the API's 403 to that fetch would end the session
 * (specification section 8); the gate renders nothing of the screen instead.
 */
import type { ComponentType, ReactElement } from 'react';
import { LoadingPage, useCanAccess } from 'react-admin';
import { AccessDenied } from '../pages/error/AccessDenied.js';
import type { Screen, Section, SectionRoute } from './registry.js';

/** What a screen of a section shows: itself, to those the rule lets open it. */
function Gate({ resource, action, children }: { resource: string; action: Screen; children: ReactElement }) {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) return <LoadingPage />;
  return canAccess ? children : <AccessDenied />;
}

function gate(section: Section, screen: Screen, View: ComponentType): ComponentType {
  function GatedScreen() {
    return (
      <Gate resource={section.name} action={screen}>
        <View />
      </Gate>
    );
  }
  GatedScreen.displayName = `Gated(${section.name}.${screen})`;
  return GatedScreen;
}

/** A section as react-admin is given it: its screens behind the gate. */
export type GatedSection = Omit<Section, Screen> & Partial<Record<Screen, ComponentType>>;

/** The section with every screen behind the gate of the access rule. */
export function gated(section: Section): GatedSection {
  const wrap = (screen: Screen, View: ComponentType | undefined) => View && gate(section, screen, View);
  return {
    ...section,
    list: wrap('list', section.list),
    create: wrap('create', section.create),
    edit: wrap('edit', section.edit),
    show: wrap('show', section.show),
  };
}

/**
 * A section's own page (`/overview/:id`, `/company/:id/*`) behind the same gate: asked as the
 * section and the screen the route stands for (a list, unless it shows one record).
 */
export function gatedRoute(section: Section, { path, draw: Page, screen = 'list' }: SectionRoute) {
  return {
    path,
    element: (
      <Gate resource={section.name} action={screen}>
        <Page />
      </Gate>
    ),
  };
}
