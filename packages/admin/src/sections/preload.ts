/**
 * The code of the screen an address opens, asked for as soon as react-admin's own code is there,
 * rather than once react-admin has drawn its frame, checked the session and reached the route:
 * on a phone's network that second wave of downloads came after a second of drawing, and the
 * list's request after it (Lighthouse's mobile run, issue 23). Nothing is drawn or checked here:
 * the gate and the access rule still decide what is shown; a screen the person may not open costs
 * a download at most.
 */
import type { LazyScreen, Screen } from './registry.js';
import { sections } from './index.js';

/**
 * The screen react-admin's resource routes give an address: `/name` its list, `/name/create`,
 * `/name/:id/show`, and `/name/:id` its edit form (react-admin's `/:id/*`).
 */
export function screenAt(pathname: string): { name: string; screen: Screen } | undefined {
  const [name, second, third, ...rest] = pathname.split('/').filter(Boolean);
  if (!name || rest.length > 0) return undefined;
  if (second === undefined) return { name, screen: 'list' };
  if (second === 'create' && third === undefined) return { name, screen: 'create' };
  if (third === 'show') return { name, screen: 'show' };
  return third === undefined ? { name, screen: 'edit' } : undefined;
}

/** Starts the download of the screen at `pathname`, when it is a section's. */
export function preloadScreenAt(pathname: string): void {
  const at = screenAt(pathname);
  const section = at && sections.find((candidate) => candidate.name === at.name);
  const screen: LazyScreen | undefined = at && section?.[at.screen];
  // A failed download is the screen's to report when it is drawn (its chunk-reload guard).
  screen?.preload().catch(() => undefined);
}
