/**
 * A section's screens, shown only to those the access rule lets open them (access/can-access.ts,
 * asked as react-admin's useCanAccess asks it: access/use-can.ts). react-admin's own check lets its
 * list controller fetch before the access-denied redirect, and the API's 403 to that fetch would end
 * the session (specification section 8); the gate renders nothing of the screen instead. Until the
 * rule has answered, the screen waits under the layout's Suspense (its loading page).
 */
import { startTransition, useEffect, useLayoutEffect, useState, type ComponentType, type ReactElement } from 'react';
import { useCan } from '../access/use-can.js';
import type { ResourceName } from '../access/can-access.js';
import { AccessDenied } from '../pages/error/AccessDenied.js';
import { firstScreenDrawn, holdFirstScreen, markFirstScreenDrawn } from '../registry/first-screen.js';
import type { Screen, SectionRoute, SectionScreens } from '../registry/declarations.js';
import type { Section } from '../registry/table.js';

/**
 * What a screen of a section shows: itself, to those the rule lets open it.
 *
 * The page's first screen comes in a commit of its own, after the layout's: drawn with the layout,
 * the two made one commit that React cannot cut, the longest task of a phone's first screen. Its
 * render, a transition, React does in slices between other work. Later screens (a person moving
 * around the app) are drawn at once, as ever. Meanwhile the page shows `whileHeld` where it has
 * one: the overview's heading and cards, drawn by the shell's frame on a phone, went blank for the
 * commit between (some 330 ms at 4× CPU, issue 68).
 */
function Gate({
  resource,
  action,
  whileHeld: Held,
  children,
}: {
  resource: ResourceName;
  action: Screen;
  whileHeld?: ComponentType;
  children: ReactElement;
}) {
  const may = useCan(action, resource);
  const [drawn, setDrawn] = useState(firstScreenDrawn);
  // Before any passive effect of the commit that mounts it: the app bar's buttons wait for it.
  useLayoutEffect(() => (drawn ? undefined : holdFirstScreen()), [drawn]);
  useEffect(() => {
    if (drawn) markFirstScreenDrawn();
    else startTransition(() => setDrawn(true));
  }, [drawn]);
  if (!may) return <AccessDenied />;
  if (drawn) return children;
  return Held ? <Held /> : null;
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
export type GatedSection = Omit<Section & SectionScreens, Screen> & Partial<Record<Screen, ComponentType>>;

/** The section with every screen behind the gate of the access rule. */
export function gated(section: Section & SectionScreens): GatedSection {
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
export function gatedRoute(section: Section, { path, draw: Page, screen = 'list', whileHeld }: SectionRoute) {
  return {
    path,
    element: (
      <Gate resource={section.name} action={screen} whileHeld={whileHeld}>
        <Page />
      </Gate>
    ),
  };
}
