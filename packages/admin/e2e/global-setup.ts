/** Checks once, before any browser test, that there is a built admin to serve (e2e/stack.ts serves it). */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built admin; E2E_ADMIN_DIST points elsewhere when several builds are tested side by side. */
export const ADMIN_DIST = process.env.E2E_ADMIN_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));

export default function setup() {
  if (!existsSync(`${ADMIN_DIST}/index.html`)) throw new Error('Build the admin first: pnpm build');
}
