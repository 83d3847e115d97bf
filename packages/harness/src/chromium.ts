/**
 * The Chromium every browser test and the bench drive with playwright-core: test tools' own
 * browser downloads fail on our machines, so it is Debian's, or the one scripts/ensure-chromium.ts
 * provisioned (`pnpm test` and `pnpm bench` run it first), launched with flags that keep it off the
 * network.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

/** Where scripts/ensure-chromium.ts keeps what it provisions, out of git and out of pnpm's way. */
export const CHROMIUM_CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/permit-office', import.meta.url));

/** The file in which scripts/ensure-chromium.ts records the path of the browser it found or provisioned. */
export const CHROMIUM_RECORD = `${CHROMIUM_CACHE_DIR}/chromium-path`;

function recordedChromium(): string | undefined {
  try {
    const path = readFileSync(CHROMIUM_RECORD, 'utf8').trim();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** `CHROMIUM_PATH` when set, else the browser ensure-chromium recorded, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || recordedChromium() || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A browser; each `newContext()` of it is a fresh profile (cookies, storage). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: run \`npx tsx scripts/ensure-chromium.ts\` (pnpm test does), install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}
