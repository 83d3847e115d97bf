/**
 * Debian's Chromium driven by playwright-core: browser downloads fail on our machines, so every
 * browser test and the bench launch this one, with flags that keep it off the network.
 */
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A fresh browser profile; closing the context closes the browser. */
export async function launchChromium(
  options: { viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launchPersistentContext(await mkdtemp(join(tmpdir(), 'chromium-profile-')), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: FLAGS,
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
}
