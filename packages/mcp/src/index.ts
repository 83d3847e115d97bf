/** The MCP server of the permit office, to embed (`pnpm mcp` runs it: main.ts). */
export { createPermitOfficeServer, SERVER_NAME, SERVER_VERSION } from './server.js';
export { MCP_PATH, startHttpServer, type HttpServerOptions } from './http.js';
export { SignInRefused, signedInAs, type Person } from './sessions.js';
export { registerPermitOfficeTools, type ConfirmOptions } from './tools.js';
