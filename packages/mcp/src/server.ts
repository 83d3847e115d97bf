/**
 * The MCP server of one person's session: the tools of tools.ts on their SDK (signed in as them),
 * asking them through the assistant's client before a write when it can ask.
 */
import type { Sdk } from '@permit-office/sdk';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerPermitOfficeTools } from './tools.js';

export const SERVER_NAME = 'permit-office';
export const SERVER_VERSION = '0.1.0';

export function createPermitOfficeServer(sdk: Sdk): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, version: SERVER_VERSION },
    {
      instructions:
        "The permit office as the signed-in person sees it: find records, list and read permit requests with their due times, the queue, conversations, what a load needs in a state, the day's figures. Tools that write ask the person first.",
    },
  );
  registerPermitOfficeTools(server, sdk, {
    // Asked only when the client said it can (its capabilities at initialisation).
    get ask() {
      if (!server.server.getClientCapabilities()?.elicitation) return undefined;
      return async (message: string) => {
        const said = await server.server.elicitInput({
          mode: 'form',
          message,
          requestedSchema: {
            type: 'object',
            properties: { confirm: { type: 'boolean', title: 'Go ahead', description: message } },
            required: ['confirm'],
          },
        });
        return said.action === 'accept' && said.content?.confirm === true;
      };
    },
  });
  return server;
}
