import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { CSP_API_ORIGIN_PLACEHOLDER, CSP_NONCE_PLACEHOLDER, contentSecurityPolicy } from './src/boot/csp-policy.js';

/**
 * The built index.html carries the policy as a <meta> right after its charset, before anything it
 * governs, with placeholders the host fills per response (see index.html). Not in dev: Vite's dev
 * server injects its own inline client.
 */
const cspMeta: Plugin = {
  name: 'csp-meta',
  apply: 'build',
  transformIndexHtml(html) {
    const charset = /<meta charset="[^"]*" \/>/i;
    // A build without its policy would go unnoticed until a host relied on it.
    if (!charset.test(html)) throw new Error('index.html has no <meta charset>: the CSP <meta> goes after it');
    const policy = contentSecurityPolicy({
      nonce: CSP_NONCE_PLACEHOLDER,
      apiUrl: CSP_API_ORIGIN_PLACEHOLDER,
      delivery: 'meta',
    });
    return html.replace(
      charset,
      (meta) => `${meta}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
    );
  },
};

export default defineConfig({
  plugins: [react(), cspMeta],
  // Vite writes this placeholder on its script, style and preload tags and in
  // <meta property="csp-nonce">, where the app and Vite's preloader read the nonce.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  resolve: {
    // Workspace packages are read from their sources, as TypeScript reads them.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by `pnpm bench` to count what each route loads.
    manifest: true,
    // Sections are chunks of their own; the budget per chunk is watched by `pnpm bench`.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The light shell (sign-in pages, guards, notifications) and everything it imports, as
              // one chunk: left to itself the bundler splits it into dozens of small shared chunks,
              // each paid for again in requests and compression.
              name: 'shell',
              test: /packages\/admin\/src\/(routes|session\/(sdk-context|SdkEventBridge)|boot|forms|i18n|validation|layouts\/(auth|account-delete)|pages\/(auth|PageLoading)|overlays\/notifications\/(store|TopNotification))|packages\/admin\/src\/theme\.ts/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
});
