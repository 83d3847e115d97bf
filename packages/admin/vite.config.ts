import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
