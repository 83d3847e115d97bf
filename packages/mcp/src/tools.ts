/**
 * The tools an assistant is offered, each one call (or a few) of the SDK as the signed-in person:
 * what they may read, and nothing more, since the API answers them as it answers that person (a
 * member's assistant never reads another company's records: the API does not send them).
 *
 * Reads are marked read-only. A tool that writes asks the person first (MCP's elicitation, when
 * the assistant's client offers it; else the call must carry `confirm: true`, which an assistant
 * sends only once the person said yes), and is made once: the SDK keys every write with its
 * idempotency key, so a call sent again after a lost answer does not act twice.
 *
 * A failure is the tool's answer, never a crash: `isError` with the SDK's message, which names the
 * call, the status and the request id (what was refused and why).
 */
import {
  decideState,
  isSdkError,
  type components,
  type operations,
  type Sdk,
  type StateRules,
} from '@permit-office/sdk';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { contractEnum, contractSchema } from './contract-schemas.js';

type Schemas = components['schemas'];

/** A tool's answer: the data as text (what every client shows) and as structured content. */
const answer = (data: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(data, null, 2) }],
  structuredContent: { result: data },
});

/** A failure as the tool's answer: the SDK's message for a log reader, which an assistant can read out. */
function failure(error: unknown): CallToolResult {
  const text = isSdkError(error) ? error.message : error instanceof Error ? error.message : String(error);
  return { isError: true, content: [{ type: 'text', text }] };
}

/** Runs a tool's work; whatever it throws comes back as the tool's error. */
const safely =
  <Args>(work: (args: Args) => Promise<CallToolResult>) =>
  async (args: Args): Promise<CallToolResult> => {
    try {
      return await work(args);
    } catch (error) {
      return failure(error);
    }
  };

/** A tool's structured answer: `result` holds what it answered (the contract's schema, where it is the API's). */
const RESULT = { result: z.unknown() };
const resultOf = (name: Parameters<typeof contractSchema>[0]) => ({ result: contractSchema(name) });

/** The ways a person may confirm a write: asked through the client, or said in the call. */
export interface ConfirmOptions {
  /** Asks the person; true when they said yes. Undefined when the client cannot ask. */
  ask?: (message: string) => Promise<boolean>;
}

/**
 * The person's yes for a write: asked, or `confirm: true` in the call when the client cannot ask.
 * `undefined` when it may go ahead; else the answer that says why it did not.
 */
async function refusedWithout(
  confirm: ConfirmOptions,
  said: boolean | undefined,
  what: string,
): Promise<CallToolResult | undefined> {
  // Not done: said as the tool's answer (with its structured result, as the tool declares one).
  const notDone = (text: string): CallToolResult => ({
    content: [{ type: 'text', text }],
    structuredContent: { result: { done: false, said: text } },
  });
  if (confirm.ask) {
    if (await confirm.ask(`${what}. Go ahead?`)) return undefined;
    return notDone(`Not done: the person did not confirm. (${what})`);
  }
  if (said === true) return undefined;
  return notDone(`Not done yet: ${what}. Ask the person, and call again with confirm: true once they say yes.`);
}

const stateCode = contractEnum<Schemas['StateCode']>('StateCode');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');

export function registerPermitOfficeTools(server: McpServer, sdk: Sdk, confirm: ConfirmOptions): void {
  const { client } = sdk;

  /** A page of permit requests, each as an assistant needs it: who, what, and against which clock. */
  async function requestsWhere(query: NonNullable<operations['listPermitRequests']['parameters']['query']>) {
    const page = sdk.unwrap(await client.GET('/permit-requests', { params: { query } }));
    return {
      total: page.total,
      requests: page.data.map((request) => ({
        id: request.id,
        number: request.number,
        company: request.company_name,
        status: request.status,
        held_by: request.agent_name ?? null,
        due_at: request.due_at ?? null,
        at_risk_at: request.at_risk_at ?? null,
        clock: request.clock ?? null,
        states: request.states,
        start_date: request.start_date,
      })),
    };
  }

  server.registerTool(
    'find',
    {
      title: 'Find anything',
      description:
        'Companies by name, USDOT or MC number; permit requests and invoices by number; loads by description; members by name or e-mail. Only what the person may read.',
      inputSchema: { q: z.string().min(1).max(100), limit: z.number().int().min(1).max(20).optional() },
      outputSchema: resultOf('SearchResults'),
      annotations: { readOnlyHint: true },
    },
    safely(async ({ q, limit }) =>
      answer(sdk.unwrap(await client.GET('/search', { params: { query: { q, ...(limit ? { limit } : {}) } } })).data),
    ),
  );

  server.registerTool(
    'list_permit_requests',
    {
      title: 'List permit requests',
      description:
        "Permit requests with their status, due time (due_at), at-risk time and clock flag, newest first unless sorted. Filters: status, open (not yet decided), mine (held by the person), due_today, q (a number or a company's name).",
      inputSchema: {
        status: contractEnum<Schemas['PermitStatus']>('PermitStatus').optional(),
        open: z.boolean().optional(),
        mine: z.boolean().optional(),
        due_today: z.boolean().optional(),
        q: z.string().max(100).optional(),
        page: z.number().int().min(1).optional(),
        per_page: z.number().int().min(1).max(100).optional(),
      },
      outputSchema: RESULT,
      annotations: { readOnlyHint: true },
    },
    safely(async (query) => answer(await requestsWhere(query))),
  );

  server.registerTool(
    'queue',
    {
      title: 'The queue',
      description:
        'Staff: the open requests nobody holds, the most urgent first (by due time), with their clock flags. take_next_request takes the first.',
      inputSchema: { per_page: z.number().int().min(1).max(100).optional() },
      outputSchema: RESULT,
      annotations: { readOnlyHint: true },
    },
    safely(async ({ per_page }) =>
      answer(
        await requestsWhere({ open: true, assigned: false, sort: 'due_at', order: 'asc', per_page: per_page ?? 20 }),
      ),
    ),
  );

  server.registerTool(
    'get_permit_request',
    {
      title: 'Read a permit request',
      description: 'One permit request, whole: its load, states, dates, status history, decision by rule and due time.',
      inputSchema: { id: z.number().int().min(1) },
      outputSchema: resultOf('PermitRequest'),
      annotations: { readOnlyHint: true },
    },
    safely(async ({ id }) =>
      answer(sdk.unwrap(await client.GET('/permit-requests/{id}', { params: { path: { id } } })).data),
    ),
  );

  server.registerTool(
    'take_next_request',
    {
      title: 'Take the next request',
      description:
        "Staff: the most urgent open request nobody holds becomes the person's. Writes: asks the person first.",
      inputSchema: { confirm: z.boolean().optional() },
      outputSchema: RESULT,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    safely(async ({ confirm: said }) => {
      const refused = await refusedWithout(confirm, said, 'Take the most urgent open request nobody holds');
      if (refused) return refused;
      const { data, response } = await client.POST('/permit-requests/next');
      if (response.status === 204) return answer({ taken: null, said: 'No request waits.' });
      return answer({ taken: sdk.unwrap({ data, response })?.data });
    }),
  );

  server.registerTool(
    'conversation',
    {
      title: "A request's conversation",
      description: 'The messages between the office and the member on one permit request, oldest first.',
      inputSchema: { id: z.number().int().min(1) },
      outputSchema: RESULT,
      annotations: { readOnlyHint: true },
    },
    safely(async ({ id }) => {
      const page = sdk.unwrap(
        await client.GET('/permit-requests/{id}/messages', { params: { path: { id }, query: { per_page: 100 } } }),
      );
      return answer(
        page.data.map((message) => ({
          at: message.created_at,
          from: message.author,
          said: message.body,
          question: message.ask,
          internal: message.internal,
        })),
      );
    }),
  );

  server.registerTool(
    'ask_member',
    {
      title: 'Ask the member',
      description:
        'Staff: sends the member a question on a permit request, which then waits on their answer. Writes: asks the person first.',
      inputSchema: {
        id: z.number().int().min(1),
        question: z.string().min(1).max(5000),
        confirm: z.boolean().optional(),
      },
      outputSchema: RESULT,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    safely(async ({ id, question, confirm: said }) => {
      const refused = await refusedWithout(confirm, said, `Ask the member on request ${String(id)}: "${question}"`);
      if (refused) return refused;
      const body: Schemas['PermitMessageInput'] = { body: question, ask: true, internal: false };
      return answer(
        sdk.unwrap(await client.POST('/permit-requests/{id}/messages', { params: { path: { id } }, body })).data,
      );
    }),
  );

  server.registerTool(
    'load_in_state',
    {
      title: 'What a load needs in a state',
      description:
        "Whether one of the person's loads is routine in a state by that state's rules as kept now: no permit, routine (with its fee and conditions: escorts, hours, closures) or needs review (with every reason, naming the rule version).",
      inputSchema: {
        load_id: z.number().int().min(1),
        state: stateCode,
        start_date: day,
        end_date: day,
      },
      outputSchema: resultOf('StateOutcome'),
      annotations: { readOnlyHint: true },
    },
    safely(async ({ load_id, state, start_date, end_date }) => {
      const load = sdk.unwrap(await client.GET('/loads/{id}', { params: { path: { id: load_id } } })).data;
      const vehicle = load.vehicle_id
        ? sdk.unwrap(await client.GET('/vehicles/{id}', { params: { path: { id: load.vehicle_id } } })).data
        : undefined;
      const regulations = sdk.unwrap(
        await client.GET('/state-regulations', { params: { query: { state, per_page: 1 } } }),
      ).data;
      const closures = sdk.unwrap(
        await client.GET('/holiday-closures', { params: { query: { state, from: start_date, to: end_date } } }),
      ).data;
      const rules = new Map<Schemas['StateCode'], StateRules>(regulations.map((rule) => [rule.state, rule]));
      return answer(
        decideState(state, {
          load,
          axles: vehicle?.axles ?? null,
          start_date,
          end_date,
          rules,
          closures: closures.map(({ state: at, date, name }) => ({ state: at, date, name })),
        }),
      );
    }),
  );

  server.registerTool(
    'overview',
    {
      title: "The day's figures",
      description: "The overview's figures for the person: what is open, late and at risk, and their own.",
      inputSchema: {},
      outputSchema: resultOf('Overview'),
      annotations: { readOnlyHint: true },
    },
    safely(async () => answer(sdk.unwrap(await client.GET('/overview')).data)),
  );
}
