/** GET /permit-requests?mine=: what staff save as "my open requests". */
import { describe, expect, it } from 'vitest';
import { as, useMockApi } from './support.js';

const { api } = useMockApi();

type Page = { data: { id: number; agent_id: number | null; status: string }[]; total: number };

describe('permit requests, mine', () => {
  it('lists the requests the caller handles, and with mine=false the others', async () => {
    const agent = await as('agent');
    const me = api.db.users.all().find((user) => user.email === 'agent@example.com');
    const handled = api.db.permitRequests.all().filter((row) => row.agent_id === me?.id);
    expect(handled.length).toBeGreaterThan(0);

    const mine = (await agent('GET', '/permit-requests?mine=true&per_page=100')).body as Page;
    expect(mine.total).toBe(handled.length);
    expect(mine.data.every((row) => row.agent_id === me?.id)).toBe(true);

    const others = (await agent('GET', '/permit-requests?mine=false&per_page=1')).body as Page;
    expect(others.total).toBe(api.db.permitRequests.all().length - handled.length);
  });

  it('takes a request the agent moves on into their list', async () => {
    const agent = await as('agent');
    const submitted = api.db.permitRequests.all().find((row) => row.status === 'submitted');
    if (!submitted) throw new Error('no submitted request in the seed');
    const before = ((await agent('GET', '/permit-requests?mine=true&open=true&per_page=1')).body as Page).total;
    expect((await agent('POST', `/permit-requests/${submitted.id}/transition`, { status: 'in_review' })).status).toBe(
      200,
    );
    const after = ((await agent('GET', '/permit-requests?mine=true&open=true&per_page=1')).body as Page).total;
    expect(after).toBe(before + 1);
  });
});
