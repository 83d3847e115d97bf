import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { CSP_NONCE_PLACEHOLDER, staticPolicy } from './src/boot/csp-policy.js';
import { SCREEN_PRELOAD, SIGNED_IN_PRELOAD } from './src/boot/signed-in-preload.js';
import { BACK_OFFICE_LIBRARIES, offlineApp, staticClosure } from './vite-offline.js';
import { writePrecompressed } from './host/precompressed.js';

/**
 * The built index.html carries the static policy as a <meta> right after its charset, before
 * anything it governs: complete as it is, so that any static host serves a protected page; a host
 * that can sends the stricter nonce policy as a header too (src/boot/csp-policy.ts). Not in dev:
 * Vite's dev server injects its own inline client.
 */
const cspMeta: Plugin = {
  name: 'csp-meta',
  apply: 'build',
  transformIndexHtml(html) {
    const charset = /<meta charset="[^"]*" \/>/i;
    // A build without its policy would go unnoticed until a host relied on it.
    if (!charset.test(html)) throw new Error('index.html has no <meta charset>: the CSP <meta> goes after it');
    return html.replace(
      charset,
      (meta) => `${meta}\n    <meta http-equiv="Content-Security-Policy" content="${staticPolicy()}" />`,
    );
  },
};

/**
 * The back office's chunks, as preload links a host makes live for a browser that holds a session
 * (src/boot/signed-in-preload.ts): the react-admin application's chunk and what it imports, its
 * library groups (asked for one after another before it: routes/Root.tsx), with the
 * conflict dialog it loads with every screen; and, apart, the screens' kit and list kit, what every
 * screen but the overview draws with. Those index.html already preloads, or an earlier template, are
 * left out.
 */
const ADMIN_APP = /[\\/]src[\\/]admin[\\/]AdminApp\.tsx$/;
const CONFLICT_DIALOG = /[\\/]src[\\/]overlays[\\/]conflict[\\/]ConflictDialog\.tsx$/;
const EVERY_SCREEN_BUT_THE_OVERVIEW = new Set(['screen-kit', 'list-kit']);
const signedInPreload: Plugin = {
  name: 'signed-in-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const chunks = Object.values(context.bundle ?? {}).flatMap((chunk) => (chunk.type === 'chunk' ? [chunk] : []));
      const entryOf = (test: RegExp) =>
        chunks.find((chunk) => chunk.isDynamicEntry && test.test(chunk.facadeModuleId ?? ''));
      const app = entryOf(ADMIN_APP);
      const libraries = chunks.filter(
        (chunk) => chunk.isDynamicEntry && BACK_OFFICE_LIBRARIES.test(chunk.facadeModuleId ?? ''),
      );
      const dialog = entryOf(CONFLICT_DIALOG);
      const screens = chunks.filter((chunk) => EVERY_SCREEN_BUT_THE_OVERVIEW.has(chunk.name));
      // Without them, a signed-in first screen quietly waits a second longer on a phone.
      if (!app) throw new Error('No chunk of src/admin/AdminApp.tsx to preload');
      if (!dialog) throw new Error('No chunk of src/overlays/conflict/ConflictDialog.tsx to preload');
      if (libraries.length === 0) throw new Error('No chunks of src/libraries/back-office-*.ts to preload');
      if (screens.length !== EVERY_SCREEN_BUT_THE_OVERVIEW.size) {
        throw new Error(`No chunks named ${[...EVERY_SCREEN_BUT_THE_OVERVIEW].join(' and ')} to preload`);
      }
      const listed = new Set<string>();
      const links = (files: string[]) => {
        const fresh = [...new Set(files)].filter((file) => !html.includes(`/${file}"`) && !listed.has(file));
        for (const file of fresh) listed.add(file);
        return fresh
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" nonce="${CSP_NONCE_PLACEHOLDER}">`)
          .join('');
      };
      const appLinks = links([
        ...libraries.flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
        app.fileName,
        ...app.imports,
        dialog.fileName,
        ...dialog.imports,
      ]);
      const screenLinks = links(screens.flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
      return html.replace(
        '</head>',
        `  ${SIGNED_IN_PRELOAD.open}${appLinks}${SIGNED_IN_PRELOAD.close}\n` +
          `    ${SCREEN_PRELOAD.open}${screenLinks}${SCREEN_PRELOAD.close}\n  </head>`,
      );
    },
  },
};

/**
 * The notes index.html keeps for its readers are left out of the built page, which every visit
 * downloads before anything else (issue 68: the sign-in page's bytes). Written before the hosts'
 * markers, which are comments too (signedInPreload below).
 */
const pageNotesOut: Plugin = {
  name: 'page-notes-out',
  apply: 'build',
  transformIndexHtml: { order: 'pre', handler: (html) => html.replace(/\s*<!--[\s\S]*?-->/g, '') },
};

/**
 * The entry evaluates the shell's libraries a group at a time (src/main.tsx) through dynamic
 * imports, which Vite preloads with the page only for the chunks behind them: the small chunks that
 * stand for those imports would each be asked for when the entry reaches it, a round trip apiece on
 * a phone's first visit. They are preloaded with the page too.
 */
const stagedEntryPreload: Plugin = {
  name: 'staged-entry-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const bundle = context.bundle ?? {};
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (entry?.type !== 'chunk') throw new Error('No entry chunk to preload the stages of');
      // Each stage after what it imports, in the order the entry evaluates them: the chunks of the
      // shell's libraries, then of its start.
      const stages = new Set<string>();
      for (const stage of entry.dynamicImports) staticClosure(bundle, stage, { css: false }, stages);
      const links = [...stages]
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" nonce="${CSP_NONCE_PLACEHOLDER}">`);
      if (links.length === 0) return html;
      const script = new RegExp(`<script type="module"[^>]*src="/${entry.fileName}"[^>]*></script>`);
      const tag = script.exec(html)?.[0];
      if (!tag) throw new Error(`index.html has no script tag for ${entry.fileName}`);
      return html.replace(tag, `${tag}\n    ${links.join('\n    ')}`);
    },
  },
};

/**
 * The hashed scripts and styles, compressed at their best once, here, for the hosts to send as they
 * are (host/precompressed.ts): a phone's first visit downloads 9 % less than with a host's on-the-fly
 * brotli.
 */
const precompressedAssets: Plugin = {
  name: 'precompressed-assets',
  apply: 'build',
  async writeBundle(options, bundle) {
    const dir = options.dir ?? 'dist';
    await writePrecompressed(
      Object.keys(bundle)
        .filter((file) => file.startsWith('assets/'))
        .map((file) => join(dir, file)),
    );
  },
};

/** RapiDoc's own sources, up to their src folder. */
const RAPIDOC_SRC = /^.*[\\/]node_modules[\\/]rapidoc[\\/]src(?=[\\/])/;
/** Prism's language files, which RapiDoc imports for their side effect. */
const PRISM_LANGUAGE = /[\\/]node_modules[\\/]prismjs[\\/]components[\\/]prism-[\w-]+\.js$/;

/**
 * RapiDoc is built from its ES sources, not its prebuilt bundle (dist/rapidoc-min.js, 210 KB gzip
 * in one file with a copy of lit inside), so that it can be split into chunks under the budget.
 * The sources are written for RapiDoc's webpack build, which maps `~/` to src, provides `Buffer`
 * as a global, and runs every module in import order. Here, instead:
 * - the files that use Buffer (for Basic credentials, which the read-only viewer never asks for)
 *   import it from the same `buffer` package;
 * - Prism's language files, plain scripts that add to the global `Prism`, import Prism first:
 *   as ES modules they would otherwise run before Prism, which is CommonJS and runs only where
 *   it is imported ("Prism is not defined").
 * Prepended on the first line, so that the source maps' lines still match.
 */
const rapidocSources: Plugin = {
  name: 'rapidoc-sources',
  enforce: 'pre',
  resolveId: {
    filter: { id: /^~\// },
    handler(source, importer) {
      const src = importer?.match(RAPIDOC_SRC)?.[0];
      return src ? this.resolve(src + source.slice(1), importer, { skipSelf: true }) : null;
    },
  },
  transform: {
    filter: { id: [RAPIDOC_SRC, PRISM_LANGUAGE] },
    handler(code, id) {
      if (PRISM_LANGUAGE.test(id)) return { code: `import Prism from '../prism.js';${code}`, map: null };
      if (/\bBuffer\./.test(code)) return { code: `import { Buffer } from 'buffer';${code}`, map: null };
      return null;
    },
  },
};

/**
 * React-admin's router adapter, replaced by ours (src/admin/router-provider.ts): the same hooks and
 * components, without the hash data router react-admin would create outside a router, which the
 * back office never is. Only where ra-core imports it; ra-core's other modules are untouched.
 */
const ROUTER_ADAPTER = fileURLToPath(new URL('./src/admin/router-provider.ts', import.meta.url));
export const raRouterAdapter: Plugin = {
  name: 'ra-router-adapter',
  enforce: 'pre',
  resolveId: {
    filter: { id: /reactRouterProvider(\.js)?$/ },
    handler: (_source, importer) => (importer && /[\\/]ra-core[\\/]/.test(importer) ? ROUTER_ADAPTER : null),
  },
};

/**
 * React-admin's row checkbox, replaced by ours (src/components/SelectRowCheckbox.tsx), which names the
 * checkbox's input by its record. Only where react-admin's DataTable rows import it.
 */
const SELECT_ROW_CHECKBOX = fileURLToPath(new URL('./src/components/SelectRowCheckbox.tsx', import.meta.url));
export const raSelectRowCheckbox: Plugin = {
  name: 'ra-select-row-checkbox',
  enforce: 'pre',
  resolveId: {
    filter: { id: /SelectRowCheckbox(\.js)?$/ },
    handler: (_source, importer) =>
      importer && /[\\/]ra-ui-materialui[\\/].*[\\/]datatable[\\/]/.test(importer) ? SELECT_ROW_CHECKBOX : null,
  },
};

/**
 * node-polyglot (react-admin's translator) calls `entries` from the object.entries shim, which brings
 * some twenty packages of ES5 polyfill machinery (get-intrinsic, call-bind, define-properties...):
 * 5 KB gzip of every signed-in first load, for a function every browser we build for (es2022) has.
 * Only where node-polyglot imports it; CommonJS, as node-polyglot requires it.
 */
const OBJECT_ENTRIES = '\0object-entries';
export const polyglotObjectEntries: Plugin = {
  name: 'polyglot-object-entries',
  enforce: 'pre',
  resolveId: {
    filter: { id: /^object\.entries$/ },
    handler: (_source, importer) => (importer && /[\\/]node-polyglot[\\/]/.test(importer) ? OBJECT_ENTRIES : null),
  },
  load: {
    filter: { id: /^\0object-entries$/ },
    handler: () => 'module.exports = Object.entries;',
  },
};

/**
 * The light shell's own files (sign-in pages, guards, notifications, the start): the `shell` chunk
 * below, with what they import that no group before it has taken.
 */
const SHELL_FILES =
  /packages\/admin\/src\/(routes|session\/(sdk-context|sdk-events)|boot|forms\/(?!keep-offline)|i18n\/(ShellWords|words|en-shell|keys|locale|pseudo)|format\/(format|date-options)|validation\/rules|layouts\/(auth|public-page)|pages\/(auth|PageLoading)|overlays\/notifications\/(store|TopNotification))|packages\/admin\/src\/theme\.ts/;

/**
 * Every module the shell's files import, directly or through others, read from the module graph
 * once it is built: the shell's libraries are split by it into chunks that the entry evaluates one
 * per task (src/main.tsx), and a library group must not take what only the back office imports.
 */
const shellReach = new Set<string>();
const readShellReach: Plugin = {
  name: 'shell-reach',
  apply: 'build',
  buildEnd() {
    shellReach.clear();
    const next = [...this.getModuleIds()].filter((id) => SHELL_FILES.test(id));
    for (let id = next.pop(); id !== undefined; id = next.pop()) {
      if (shellReach.has(id)) continue;
      shellReach.add(id);
      next.push(...(this.getModuleInfo(id)?.importedIds ?? []));
    }
  },
};
/** MUI and its styling engine, as far as the shell draws with them: the shell's second library group. */
const SHELL_STYLING = /node_modules[\\/](@mui|@emotion|stylis)[\\/]/;

/**
 * MUI's and react-admin's parts that only some screens draw with: a choice among many records
 * (Autocomplete, react-admin's reference inputs, whose default child it is), tabs, a request's
 * steps. The screens' kit leaves them to a chunk of their own (the build's groups below).
 */
const SOME_SCREENS_ONLY = String.raw`(@mui[\\/]material[\\/](Autocomplete|useAutocomplete|Tabs|Tab|TabScrollButton|Stepper|Step|StepButton|StepConnector|StepContent|StepIcon|StepLabel)[\\/]|ra-ui-materialui[\\/]dist[\\/]esm[\\/]input[\\/](AutocompleteInput|AutocompleteArrayInput|ReferenceInput|ReferenceArrayInput)\.js)`;

export default defineConfig({
  plugins: [
    react(),
    readShellReach,
    pageNotesOut,
    cspMeta,
    // Before the signed-in templates, which leave out what the page already preloads.
    stagedEntryPreload,
    signedInPreload,
    rapidocSources,
    raRouterAdapter,
    raSelectRowCheckbox,
    polyglotObjectEntries,
    offlineApp(),
    precompressedAssets,
  ],
  // Vite writes this placeholder on its script, style and preload tags and in
  // <meta property="csp-nonce">, where the app and Vite's preloader read the nonce.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  resolve: {
    // Workspace packages are read from their sources, as TypeScript reads them.
    conditions: ['source', ...defaultClientConditions],
  },
  // The dev server pre-bundles RapiDoc apart from the plugins above: it needs the same mapping.
  optimizeDeps: { rolldownOptions: { plugins: [rapidocSources] } },
  build: {
    target: 'es2022',
    sourcemap: true,
    modulePreload: {
      // Every browser of the last three years preloads modules itself; an older one (Safari 16)
      // fetches the shell's stages as the entry asks for them. Without it, the sign-in page stays
      // within its budget (issue 68).
      polyfill: false,
      // The entry's stages are preloaded with the page (stagedEntryPreload): its imports need no
      // list of their own (the entry is index.html's, named after it).
      resolveDependencies: (_file, deps, { hostType, hostId }) =>
        hostType === 'js' && /^assets\/index-[^/]+\.js$/.test(hostId) ? [] : deps,
    },
    // Read by `pnpm bench` to count what each route loads.
    manifest: true,
    // Sections are chunks of their own; the budget per chunk is watched by `pnpm bench`.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // pdf.js's worker ships as .mjs, a type many static hosts do not know (nginx's default
        // mime.types among them): served as octet-stream, a module worker is refused. As .js it is
        // JavaScript everywhere.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.mjs'))
            ? 'assets/[name]-[hash].js'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            {
              // The contract's field rules (sdk fields.gen), read by the forms and the exports only:
              // named before the shell, which would otherwise take them in with the SDK it imports
              // and make every first load carry them.
              name: 'contract-fields',
              test: /packages[\\/]sdk[\\/](src|dist)[\\/]fields\.gen\./,
            },
            {
              // The SDK's rules (a state's limits, axles, routes, the decision) and the office's
              // clock, read by the back office's screens only: named before the shell, which would
              // otherwise take them in with the SDK's entry it imports (issue 68: /auth's bytes).
              name: 'sdk-rules',
              test: /packages[\\/]sdk[\\/](src|dist)[\\/](rules[\\/]|clock\.)/,
            },
            {
              // Vite's helper that preloads what a dynamic import needs, which the entry uses first:
              // taken in by the shell, it would make the entry import the shell, and evaluate it
              // before the libraries it is meant to follow (src/main.tsx).
              name: 'preload-helper',
              test: /vite[\\/]preload-helper/,
            },
            {
              // The shell's libraries, a chunk per group, which the entry evaluates one per task
              // (src/main.tsx, issue 68): React and its DOM renderer, then MUI and emotion as far as
              // the shell draws with them (the rest of MUI is the back office's).
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|packages\/admin\/src\/libraries\/react\.ts$/,
            },
            {
              name: 'shell-styling',
              test: (id) =>
                /packages\/admin\/src\/libraries\/styling\.ts$/.test(id) ||
                (SHELL_STYLING.test(id) && shellReach.has(id)),
            },
            {
              // The light shell (sign-in pages, guards, notifications) and everything it imports
              // that the groups above have not taken, as one chunk: left to itself the bundler
              // splits it into dozens of small shared chunks, each paid for again in requests and
              // compression. The formats too (a few lines): the public roadside check shows figures
              // and dates, and would otherwise load them with the whole back office's frame, where
              // the screens take them. Not the forms' offline drafts (keep-offline, which brings
              // react-hook-form) nor the whole catalogue (i18n/en.ts): the back office's, which the
              // sign-in page would otherwise download (issue 68).
              name: 'shell',
              test: SHELL_FILES,
            },
            // The two heavy sections, RapiDoc and the rich-text editor, in chunks under the 120 KB gzip
            // budget. A group also takes what its modules import, when an earlier group has not:
            // these name only packages that nothing else imports, or they would take shared code
            // along (TipTap stays in the editor's chunk: it would take react-dom).
            {
              // /docApi: the OpenAPI resolver (swagger-client inside, prebuilt: one ~105 KB module).
              name: 'rapidoc-parser',
              test: /node_modules[\\/]@apitools[\\/]openapi-parser[\\/]/,
            },
            {
              // /docApi: the libraries RapiDoc's sources use, lit (one copy) among them.
              name: 'rapidoc-libs',
              test: /node_modules[\\/](lit|lit-html|lit-element|@lit[\\/]reactive-element|marked|prismjs|randexp|xml-but-prettier|buffer|base64-arraybuffer)[\\/]/,
            },
            {
              // The rich-text editor (ra-input-rich-text): ProseMirror apart from TipTap.
              name: 'prosemirror',
              test: /node_modules[\\/](prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname)[\\/]/,
            },
            {
              // The back office's frame as the shell draws it while react-admin's code loads, with a
              // list's title (layouts/shell-frame): on a list's page it is drawn before that code is
              // asked for, so it holds only what drawing the title takes (the access rule, the
              // catalogue, which the back office reads from here), not react-admin.
              name: 'shell-frame',
              test: /packages\/admin\/src\/layouts\/shell-frame\//,
            },
            {
              // The back office's libraries, a chunk per group, named before its frame: its loader
              // evaluates them one per task (routes/Root.tsx, issue 68). Each file names only what
              // the frame draws with, and the group takes what those import.
              name: 'back-office-data',
              test: /packages\/admin\/src\/libraries\/back-office-data\.ts$/,
            },
            {
              name: 'back-office-mui',
              test: /packages\/admin\/src\/libraries\/back-office-mui\.ts$/,
            },
            {
              name: 'back-office-react-admin',
              test: /packages\/admin\/src\/libraries\/back-office-react-admin\.ts$/,
            },
            {
              // The back office's frame (react-admin, the layout, the providers) and everything it
              // imports, as one chunk, loaded with every signed-in screen anyway: left to itself the
              // bundler split it into some sixty chunks of 1-2 KB shared with the sections, and on a
              // phone's network each costs a request in one of the browser's six connections.
              name: 'AdminApp',
              test: /packages\/admin\/src\/admin\/AdminApp\.tsx$/,
            },
            {
              // The conflict dialog, loaded with every screen (admin/AdminApp.tsx), with what it draws
              // with that the frame has not taken: named before the screens' kit below, which would
              // otherwise take those parts and make every first screen wait for the whole kit.
              name: 'ConflictDialog',
              test: /packages\/admin\/src\/overlays\/conflict\/ConflictDialog\.tsx$/,
            },
            {
              // What the sections' screens draw with (react-admin's lists, fields and inputs, MUI,
              // the form library) and the frame has not already taken: one chunk, shared by every
              // screen. Left to the bundler, a list came in some forty chunks of 1-3 KB, which a
              // phone fetches six at a time, each with its round trip (Lighthouse's mobile run:
              // 49 requests, 129 KB for /my-permit-request's screen; one chunk: 12, 117 KB).
              name: 'screen-kit',
              // Not what only some screens draw with (below).
              test: new RegExp(
                String.raw`node_modules[\\/](?!${SOME_SCREENS_ONLY})(ra-core|ra-ui-materialui|react-admin|@mui[\\/](material|system|utils|icons-material)|react-hook-form|lodash|@tanstack)[\\/]`,
              ),
            },
            {
              // What only some screens draw with, after the kit has taken the rest: those screens
              // fetch it beside the kit (issue 68: a list or an edit form without them, 6.5 KB less).
              name: 'screen-extras',
              test: new RegExp(String.raw`node_modules[\\/]${SOME_SCREENS_ONLY}`),
            },
            {
              // Our own parts of the lists (the list's frame, its filters and states, the bulk
              // actions, the formats, the section's data hooks), shared by the screens, after the
              // kit above has taken the libraries: left to the bundler they came as a dozen chunks of
              // 0.2-3 KB, a list's screen waiting for each (Lighthouse's mobile run, the member's
              // list, warm, 4 pairs: LCP 1.90 -> 1.73 s, performance 92 -> 95). 32 KB, one request.
              name: 'list-kit',
              test: /packages[\\/]admin[\\/]src[\\/](components|format|live|providers[\\/]failures|sections[\\/]data-hooks)[\\/.]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
});
