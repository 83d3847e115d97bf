/**
 * What makes the built admin an app a phone keeps (issue 41), written by the build:
 *
 * - `manifest.webmanifest`: its name from the catalogue (src/i18n/en.ts), its colour from
 *   index.html's theme-color, the icons of public/icons/ (scripts/app-icons.ts draws them);
 * - `sw.js`: the service worker (src/sw/service-worker.ts), built on its own as one classic script
 *   (a module worker is not yet in every browser a phone runs) with this build's list to keep
 *   written in: the page, its entry code (what it imports, and the stages it asks for one after
 *   another: src/main.tsx) and CSS, the back office's frame (the chunks a signed-in page
 *   preloads), the manifest, the icons, the favicon and `/config.json`. The list's version is a
 *   hash of what it names, so that a build that changes any of them is a new worker, and one that
 *   changes none is the same worker, byte for byte (the browser then installs nothing);
 * - every chunk's first line: a comment as long as V8's compile hint, which the worker writes in the
 *   copies it keeps (src/sw/protocol.ts).
 *
 * The dev server answers the manifest too; it registers no worker (src/boot/service-worker.ts).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { app } from './src/i18n/en.js';
import { COMPILE_HINT_SLOT, SERVICE_WORKER_PATH, SHELL_KEY, type OfflineBuild } from './src/sw/protocol.js';

const SOURCE = fileURLToPath(new URL('./src/sw/service-worker.ts', import.meta.url));
export const MANIFEST_PATH = '/manifest.webmanifest';
/** The back office's frame: its chunk and what it imports are kept with the shell. */
const ADMIN_APP = /[\\/]src[\\/]admin[\\/]AdminApp\.tsx$/;
/**
 * The back office's library groups, which its loader asks for one after another before the frame
 * (routes/Root.tsx): kept as well, and preloaded with it (vite.config.ts).
 */
export const BACK_OFFICE_LIBRARIES = /[\\/]src[\\/]libraries[\\/]back-office-[a-z-]+\.ts$/;
/** The frame the shell draws while the back office loads (layouts/shell-frame): kept as well. */
const SHELL_FRAME = /[\\/]src[\\/]layouts[\\/]shell-frame[\\/]ShellFrame\.tsx$/;
/**
 * What every screen loads besides the frame (vite.config.ts's chunk groups of the same names): kept
 * too, so that any screen whose own chunk was fetched once opens offline.
 */
const EVERY_SCREEN = /^assets\/(screen-kit|ConflictDialog)-[^/]+\.js$/;

/** The web app manifest: installable (name, icons, standalone), opening at the app's root. */
export function webAppManifest(themeColor: string): Record<string, unknown> {
  return {
    id: '/',
    name: app.install.name,
    short_name: app.install.shortName,
    description: app.install.description,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    // Full screen from the home screen: no address bar, the system's status bar kept.
    display: 'standalone',
    theme_color: themeColor,
    // The splash screen's ground while the first page loads: the light theme's page (src/theme.ts).
    background_color: '#f4f6f8',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

function themeColorOf(html: string): string {
  const color = /<meta name="theme-color" content="(#[0-9a-f]{3,8})"/i.exec(html)?.[1];
  // Without it the manifest and the page would disagree on the colour of the status bar.
  if (!color) throw new Error('index.html has no <meta name="theme-color">: the manifest takes its colour from it');
  return color;
}

/** Every file under `dir`, as site paths (`/icons/icon-192.png`). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

/**
 * A chunk's file and every chunk it imports statically, each once and after what it imports (the
 * order a browser evaluates them in), with `css` the styles each imports too, added to `into`. Read
 * by the worker's list (what a page needs with no network) and by the page's preloads of the
 * entry's stages (vite.config.ts).
 */
export function staticClosure(
  bundle: Rolldown.OutputBundle,
  file: string,
  { css }: { css: boolean },
  into = new Set<string>(),
): Set<string> {
  const entered = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (entered.has(name) || chunk?.type !== 'chunk') return;
    entered.add(name);
    for (const imported of chunk.imports) visit(imported);
    if (css) for (const style of chunk.viteMetadata?.importedCss ?? []) into.add(style);
    into.add(name);
  };
  visit(file);
  return into;
}

/** The worker as one script, the build's list written in where it reads `__OFFLINE_BUILD__`. */
async function workerScript(root: string, offline: OfflineBuild): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: { __OFFLINE_BUILD__: JSON.stringify(offline) },
    build: {
      write: false,
      target: 'es2022',
      sourcemap: false,
      minify: true,
      lib: { entry: SOURCE, formats: ['iife'], name: 'permitOfficeWorker', fileName: () => 'sw.js' },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const script = outputs.flatMap((result) => result.output).find((file) => file.type === 'chunk');
  if (!script || script.type !== 'chunk') throw new Error('The service worker was not built');
  return script.code;
}

export function offlineApp(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'offline-app',
    configResolved(resolved) {
      config = resolved;
    },
    // The dev server's page links the manifest too.
    configureServer(server) {
      server.middlewares.use(MANIFEST_PATH, (_request, response, next) => {
        readFile(join(config.root, 'index.html'), 'utf8').then((html) => {
          response.setHeader('Content-Type', 'application/manifest+json');
          response.end(JSON.stringify(webAppManifest(themeColorOf(html))));
        }, next);
      });
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (config.command !== 'build') return;
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('No index.html in the bundle: the worker keeps it');
        const html = String(page.source);
        const manifest = JSON.stringify(webAppManifest(themeColorOf(html)), null, 2);
        this.emitFile({ type: 'asset', fileName: MANIFEST_PATH.slice(1), source: manifest });

        // Every chunk starts with the slot of V8's compile hint, which the worker fills in its copies
        // (protocol.ts). One line more at the top: its source map says so (a line without mappings).
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          file.code = `${COMPILE_HINT_SLOT}\n${file.code}`;
          if (file.map) file.map.mappings = `;${file.map.mappings}`;
          // The map as written (Rolldown emits it as an asset of its own).
          const map = file.sourcemapFileName ? bundle[file.sourcemapFileName] : undefined;
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }

        const code = new Set<string>();
        for (const file of Object.values(bundle)) {
          const frame =
            file.type === 'chunk' &&
            file.isDynamicEntry &&
            [ADMIN_APP, BACK_OFFICE_LIBRARIES, SHELL_FRAME].some((entry) => entry.test(file.facadeModuleId ?? ''));
          const shared = file.type === 'chunk' && EVERY_SCREEN.test(file.fileName);
          if (file.type === 'chunk' && (file.isEntry || frame || shared))
            staticClosure(bundle, file.fileName, { css: true }, code);
          // The entry asks for the shell's library groups and its start one at a time (src/main.tsx).
          if (file.type === 'chunk' && file.isEntry)
            for (const stage of file.dynamicImports) staticClosure(bundle, stage, { css: true }, code);
        }
        if (![...code].some((file) => /AdminApp-/.test(file))) throw new Error('The back office frame is not kept');
        if (![...code].some((file) => /ShellFrame-/.test(file))) throw new Error("The shell's frame is not kept");
        const publicDir = config.publicDir;
        // The favicon, the icons and /config.json (the API's address, which the app cannot start
        // without: the same for everyone, so kept; the worker asks the host for it first).
        const kept = publicDir ? await filesUnder(publicDir) : [];
        const precache = [SHELL_KEY, MANIFEST_PATH, ...kept.sort(), ...[...code].sort().map((file) => `/${file}`)];
        // What the list names, by content: the page and the manifest as built, the public files as
        // they are (hashed files are named by theirs).
        const hash = createHash('sha256').update(html).update(manifest);
        for (const path of precache) hash.update(path);
        for (const path of kept) hash.update(await readFile(join(publicDir, path)));
        const offline: OfflineBuild = { version: hash.digest('hex').slice(0, 12), precache };
        this.emitFile({
          type: 'asset',
          fileName: SERVICE_WORKER_PATH.slice(1),
          source: await workerScript(config.root, offline),
        });
      },
    },
  };
}
