/**
 * The admin's home-screen icons (packages/admin/public/icons/), drawn from the favicon's picture (a
 * truck with an oversize load on the brand's blue) by the Chromium the tests drive, so that they
 * are made again with one command when the picture changes: `npx tsx scripts/app-icons.ts`.
 *
 * - `icon-192.png`, `icon-512.png`: purpose "any", the favicon's rounded square, transparent corners;
 * - `icon-maskable-512.png`: purpose "maskable", blue to the edges with the truck inside the central
 *   circle every mask keeps (radius 40 % of the side), as Android crops it to its own shape;
 * - `apple-touch-icon.png` (180 px): blue to the edges, iOS rounds the corners itself and shows
 *   transparency as black.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '@permit-office/harness/chromium';

const OUT = fileURLToPath(new URL('../packages/admin/public/icons/', import.meta.url));

const BLUE = '#1a4f8b';
/** The truck of public/favicon.svg, on its 32-unit grid. */
const TRUCK =
  '<path d="M6 20h13v-8H6zM19 14h4l3 3v3h-7z" fill="#f29900"/><circle cx="10" cy="22" r="2.5" fill="#fff"/><circle cx="22" cy="22" r="2.5" fill="#fff"/>';

/** The favicon as it is: a rounded square. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${BLUE}"/>${TRUCK}</svg>`;
/**
 * Full bleed, the truck scaled about the centre so that it fits the given share of the side (the
 * truck spans 20 units of 32, centred at 16,17).
 */
const fullBleed = (share: number) => {
  const scale = (share * 32) / 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BLUE}"/><g transform="translate(16 16) scale(${scale}) translate(-16 -17)">${TRUCK}</g></svg>`;
};

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  // The maskable safe zone is a circle of 80 % of the side: the truck's 20×14 box fits in 62 %.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.62) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.7) },
] as const;

const browser = await launchBrowser();
try {
  await mkdir(OUT, { recursive: true });
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0"><img src="data:image/svg+xml,${encodeURIComponent(svg)}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await writeFile(`${OUT}${file}`, await page.screenshot({ omitBackground: true, type: 'png' }));
    await page.close();
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
