#!/usr/bin/env node
/**
 * `permit-office-mcp`: the server for an assistant.
 *
 * - stdio (the default), for a desktop assistant that starts it: it signs in as the person whose
 *   credentials it is given (PERMIT_EMAIL, PERMIT_PASSWORD) at API_URL, and speaks MCP on its
 *   standard input and output (nothing else is written there; what it says goes to standard error).
 * - `--http`, for a hosted assistant: Streamable HTTP on PORT (8765) at HOST (127.0.0.1), each
 *   person signing in with HTTP Basic (http.ts).
 * - `--demo`, with either: the embedded mock API with its demo data, started here, instead of
 *   API_URL (the demo users' password is `password`).
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { startHttpServer } from './http.js';
import { createPermitOfficeServer } from './server.js';
import { signedInAs } from './sessions.js';

async function demoApi(): Promise<string> {
  const { startMockOnFreePort } = await import('@permit-office/mock-api/server');
  // Its log stays quiet: on stdio, standard output carries MCP's messages and nothing else.
  return (await startMockOnFreePort({ log: () => undefined })).url;
}

const apiUrl = process.argv.includes('--demo') ? await demoApi() : (process.env.API_URL ?? 'http://127.0.0.1:4010/api');

if (process.argv.includes('--http')) {
  const { url, ready } = startHttpServer({
    apiUrl,
    port: Number(process.env.PORT ?? 8765),
    host: process.env.HOST ?? '127.0.0.1',
  });
  await ready;
  console.error(`permit-office MCP server: ${url} (Streamable HTTP; sign in with HTTP Basic), API ${apiUrl}`);
} else {
  const email = process.env.PERMIT_EMAIL;
  const password = process.env.PERMIT_PASSWORD;
  if (!email || !password) {
    console.error(
      'permit-office MCP server: set PERMIT_EMAIL and PERMIT_PASSWORD (the person the assistant acts for).',
    );
    process.exit(1);
  }
  const sdk = await signedInAs(apiUrl, { email, password });
  await createPermitOfficeServer(sdk).connect(new StdioServerTransport());
  console.error(`permit-office MCP server: signed in as ${email} at ${apiUrl}, on stdio`);
}
