/**
 * Start-up: read /config.json, create the SDK (which owns the session), render. Nothing of
 * react-admin is loaded here: the sign-in pages stay small, and react-admin comes with the first
 * signed-in screen.
 */
import { createSdk, type Sdk } from '@permit-office/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkReloadGuard } from './boot/chunk-reload.js';
import { loadRuntimeConfig } from './boot/runtime-config.js';
import { ConfigErrorPage } from './pages/error/ConfigErrorPage.js';
import { Root } from './routes/Root.js';

installChunkReloadGuard();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

let sdk: Sdk | undefined;
let failure: string | undefined;
try {
  sdk = createSdk({ config: await loadRuntimeConfig() });
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
}

root.render(<StrictMode>{sdk ? <Root sdk={sdk} /> : <ConfigErrorPage message={failure ?? ''} />}</StrictMode>);
