/**
 * The MCP server as an assistant meets it: the official MCP client over stdio (a desktop
 * assistant starting `permit-office-mcp`) and over Streamable HTTP (a hosted one), against the mock
 * API. Every tool listed with its schema; a member's assistant never reads another company; a
 * write refused without the person's yes and done once with it; a failure a tool error with the
 * SDK's message, and the server still answering after it.
 */
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { closeServer, onFreePorts } from '@permit-office/harness/ports';
import { DEMO_PASSWORD, DEMO_USERS } from '@permit-office/mock-api';
import contract from '@permit-office/mock-api/contract.json' with { type: 'json' };
import { startMockOnFreePort, type RunningMock } from '@permit-office/mock-api/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer } from '../src/http.js';

const TOOLS = [
  'ask_member',
  'conversation',
  'find',
  'get_permit_request',
  'list_permit_requests',
  'load_in_state',
  'overview',
  'queue',
  'take_next_request',
];
const WRITES = ['ask_member', 'take_next_request'];

let mock: RunningMock;
let http: ReturnType<typeof startHttpServer>;
const clients: Client[] = [];

beforeAll(async () => {
  mock = await startMockOnFreePort({ log: () => undefined });
  http = await onFreePorts(1, async ([port]) => {
    const started = startHttpServer({ apiUrl: mock.url, port });
    await started.ready;
    return started;
  });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await closeServer(http.server);
  mock.api.live.dispose();
  await closeServer(mock.server);
});

const basic = (email: string, password = DEMO_PASSWORD) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

/** An assistant on Streamable HTTP, signed in as `email`; `confirm` answers its questions when given. */
async function overHttp(email: string, confirm?: (message: string) => boolean): Promise<Client> {
  const client = new Client(
    { name: 'test-assistant', version: '1.0.0' },
    { capabilities: confirm ? { elicitation: { form: {} } } : {} },
  );
  if (confirm) {
    client.setRequestHandler(ElicitRequestSchema, (request) =>
      confirm(request.params.message) ? { action: 'accept', content: { confirm: true } } : { action: 'decline' },
    );
  }
  await client.connect(
    new StreamableHTTPClientTransport(new URL(http.url), { requestInit: { headers: { Authorization: basic(email) } } }),
  );
  clients.push(client);
  return client;
}

/** A desktop assistant starting the server on stdio as `email` (its client asks nothing). */
async function overStdio(email: string): Promise<Client> {
  const client = new Client({ name: 'desktop-assistant', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', fileURLToPath(new URL('../src/main.ts', import.meta.url))],
      env: { ...process.env, API_URL: mock.url, PERMIT_EMAIL: email, PERMIT_PASSWORD: DEMO_PASSWORD },
      stderr: 'ignore',
    }),
  );
  clients.push(client);
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
const resultOf = (answer: CallToolResult) => (answer.structuredContent as { result: unknown }).result;
const textOf = (answer: CallToolResult) =>
  answer.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

describe.each([
  ['stdio', () => overStdio(DEMO_USERS.agent)],
  ['Streamable HTTP', () => overHttp(DEMO_USERS.agent)],
])('over %s', (_transport, connect) => {
  it('lists every tool with its input schema, the writes marked as writes', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.description).toBeTruthy();
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(!WRITES.includes(tool.name));
    }
    const list = tools.find((tool) => tool.name === 'list_permit_requests');
    // Its inputs' enums are the contract's own values.
    const statuses = (list?.inputSchema.properties?.status as { enum?: string[] } | undefined)?.enum;
    expect(statuses).toEqual(contract.components.schemas.PermitStatus.enum);
    // A tool that answers what the API answered declares the contract's schema for it.
    const read = tools.find((tool) => tool.name === 'get_permit_request');
    const declared = JSON.stringify(read?.outputSchema);
    for (const field of ['number', 'status', 'due_at', 'decision', 'states']) expect(declared).toContain(`"${field}"`);
    expect(Object.keys(list?.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['status', 'open', 'mine', 'due_today', 'q']),
    );
  });

  it('reads permit requests with their due times, and answers a failure as a tool error with the SDK message', async () => {
    const client = await connect();
    const listed = resultOf(await call(client, 'list_permit_requests', { open: true, per_page: 5 })) as {
      total: number;
      requests: { id: number; due_at: string | null; status: string }[];
    };
    expect(listed.requests.length).toBeGreaterThan(0);
    expect(
      listed.requests.every((request) => !['approved', 'issued', 'rejected', 'cancelled'].includes(request.status)),
    ).toBe(true);
    expect(listed.requests.some((request) => typeof request.due_at === 'string')).toBe(true);

    const missing = await call(client, 'get_permit_request', { id: 999_999 });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toMatch(/^GET \/permit-requests\/999999 failed \(404, request req_[^)]+\): /);
    const queue = resultOf(await call(client, 'queue', { per_page: 10 })) as {
      requests: { held_by: string | null; due_at: string | null; status: string }[];
    };
    expect(queue.requests.length).toBeGreaterThan(0);
    expect(queue.requests.every((request) => request.held_by === null)).toBe(true);
    const due = queue.requests.map((request) => request.due_at ?? '');
    expect(due).toEqual([...due].sort());

    // The server goes on after a failure.
    const one = await call(client, 'get_permit_request', { id: listed.requests[0]?.id ?? 0 });
    expect(one.isError).toBeFalsy();
  });
});

describe("a member's assistant", () => {
  it('never reads another company: its lists, its search and a record asked for by id', async () => {
    const client = await overHttp(DEMO_USERS.member);
    const member = mock.api.db.users.all().find((user) => user.email === DEMO_USERS.member);
    const own = mock.api.db.companies.get(member?.company_id ?? 0)?.name;
    expect(own).toBeTruthy();

    const listed = resultOf(await call(client, 'list_permit_requests', { per_page: 100 })) as {
      requests: { company: string }[];
    };
    expect(listed.requests.length).toBeGreaterThan(0);
    expect(new Set(listed.requests.map((request) => request.company))).toEqual(new Set([own]));

    const found = resultOf(await call(client, 'find', { q: 'PR', limit: 20 })) as Record<string, unknown[]>;
    expect(found.companies).toEqual([]);
    expect(found.members).toEqual([]);

    const theirs = mock.api.db.permitRequests.all().find((request) => request.company_id !== member?.company_id);
    const refused = await call(client, 'get_permit_request', { id: theirs?.id ?? 0 });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^GET \/permit-requests\/\d+ failed \((403|404)/);
    expect(textOf(refused)).not.toContain(theirs?.company_name ?? '(none)');
    const talk = await call(client, 'conversation', { id: theirs?.id ?? 0 });
    expect(talk.isError).toBe(true);
    expect(textOf(talk)).toMatch(/^GET \/permit-requests\/\d+\/messages failed \((403|404)/);
    // A staff-only write is refused by the API, and the member stays signed in.
    const asked = await call(client, 'ask_member', { id: 1, question: 'x', confirm: true });
    expect(asked.isError).toBe(true);
    expect((await call(client, 'overview')).isError).toBeFalsy();
  });

  it("says what one of its loads needs in a state, by that state's rules, naming the rule's version", async () => {
    const client = await overHttp(DEMO_USERS.member);
    const member = mock.api.db.users.all().find((user) => user.email === DEMO_USERS.member);
    const load = mock.api.db.loads.all().find((candidate) => candidate.company_id === member?.company_id);
    const rules = mock.api.db.stateRegulations.all().find((rule) => rule.state === 'TX');
    const days = { state: 'TX', start_date: '2027-03-01', end_date: '2027-03-03' };
    const decided = resultOf(await call(client, 'load_in_state', { load_id: load?.id ?? 0, ...days })) as {
      state: string;
      outcome: string;
      rule_version: number | null;
    };
    expect(decided.state).toBe('TX');
    expect(['no_permit', 'routine', 'needs_review']).toContain(decided.outcome);
    expect(decided.rule_version).toBe(rules?.version);
    // Another company's load is not theirs to weigh.
    const theirs = mock.api.db.loads.all().find((candidate) => candidate.company_id !== member?.company_id);
    const refused = await call(client, 'load_in_state', { load_id: theirs?.id ?? 0, ...days });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^GET \/loads\/\d+ failed \((403|404)/);
  });

  it("cannot open a session with wrong credentials, nor reach another person's session by its id", async () => {
    const intruder = new Client({ name: 'intruder', version: '1.0.0' });
    await expect(
      intruder.connect(
        new StreamableHTTPClientTransport(new URL(http.url), {
          requestInit: { headers: { Authorization: basic(DEMO_USERS.admin, 'wrong') } },
        }),
      ),
    ).rejects.toThrow();
    const agent = await overHttp(DEMO_USERS.agent);
    const sessionId = (agent.transport as StreamableHTTPClientTransport).sessionId ?? '';
    const stolen = await fetch(http.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'mcp-session-id': sessionId,
        Authorization: basic(DEMO_USERS.member),
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/list' }),
    });
    expect(stolen.status).toBe(404);
  });
});

describe('a tool that writes', () => {
  const heldBy = (agentId: number) =>
    mock.api.db.permitRequests.all().filter((request) => request.agent_id === agentId).length;
  const agentId = () => mock.api.db.users.all().find((user) => user.email === DEMO_USERS.agent)?.id ?? 0;

  it('asks the person through the client, does nothing on a no, and acts once on a yes', async () => {
    const asked: string[] = [];
    let yes = false;
    const client = await overHttp(DEMO_USERS.agent, (message) => {
      asked.push(message);
      return yes;
    });
    const before = heldBy(agentId());
    const declined = await call(client, 'take_next_request');
    expect(textOf(declined)).toContain('Not done');
    expect(heldBy(agentId())).toBe(before);
    yes = true;
    const taken = resultOf(await call(client, 'take_next_request')) as { taken: { id: number } | null };
    expect(taken.taken?.id).toEqual(expect.any(Number));
    expect(heldBy(agentId())).toBe(before + 1);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toContain('Take the most urgent open request nobody holds');
  });

  it('without a client that asks, is refused until the call carries confirm: true, then done once', async () => {
    const client = await overStdio(DEMO_USERS.agent);
    const request = mock.api.db.permitRequests.all().find((candidate) => candidate.status === 'in_review');
    const id = request?.id ?? 0;
    const messages = () => mock.api.db.messages.all().filter((message) => message.permit_request_id === id).length;
    const before = messages();
    const refused = await call(client, 'ask_member', { id, question: 'Which trailer carries it?' });
    expect(textOf(refused)).toContain('call again with confirm: true');
    expect(messages()).toBe(before);
    const done = await call(client, 'ask_member', { id, question: 'Which trailer carries it?', confirm: true });
    expect(done.isError).toBeFalsy();
    expect(messages()).toBe(before + 1);
    expect(mock.api.db.permitRequests.get(id)?.status).toBe('waiting_on_member');
  });
});
