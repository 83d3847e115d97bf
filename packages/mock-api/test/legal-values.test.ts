/**
 * Values the contract allows but nobody types every day, through the API as any client sends
 * them: lengths counted in characters, days that exist, amounts a JavaScript number holds exactly.
 */
import { describe, expect, it } from 'vitest';
import contract from '../src/contract.gen.json' with { type: 'json' };
import { propertiesOf, resolve, validationMessages, type Schema } from '../src/validate.js';
import { as, useMockApi } from './support.js';

useMockApi();

type Answer = { status: number; body: unknown };
const errorsOf = (answer: Answer) => (answer.body as { errors?: Record<string, string[]> }).errors ?? {};
const dateMessage = validationMessages.date.replace('{0}', '1900').replace('{1}', '2199');

const company = (name: string) => ({
  name,
  usdot: '1234567',
  email: `values-${Math.random().toString(36).slice(2)}@example.com`,
  status: 'active',
});

describe('text length', () => {
  it('counts characters, not UTF-16 units: 61 truck emoji are a name of 61 characters (limit 120)', async () => {
    const call = await as('admin');
    const trucks = '🚚'.repeat(61);
    expect(trucks.length).toBe(122);
    const created = await call('POST', '/companies', company(trucks));
    expect(created.status).toBe(201);
    expect((created.body as { data: { name: string } }).data.name).toBe(trucks);
  });

  it('refuses one character over the limit, whatever the characters', async () => {
    const call = await as('admin');
    const refused = await call('POST', '/companies', company('🚚'.repeat(121)));
    expect(refused.status).toBe(422);
    expect(errorsOf(refused).name).toEqual([validationMessages.maxLength.replace('{0}', '120')]);
  });

  it('reads a value without the spaces around it, as the forms do', async () => {
    const call = await as('admin');
    const created = await call('POST', '/companies', { ...company('  Trimmed Freight  '), usdot: ' 7654321 ' });
    expect(created.status).toBe(201);
    expect((created.body as { data: { name: string; usdot: string } }).data).toMatchObject({
      name: 'Trimmed Freight',
      usdot: '7654321',
    });
  });
});

describe('dates', () => {
  it.each(['2023-02-31', '2023-02-29', '2026-04-31', '0001-01-01', '2200-01-01'])(
    'refuses an invoice issued on %s, a day that does not exist or a year the product has no use for',
    async (day) => {
      const call = await as('admin');
      const refused = await call('POST', '/invoices', {
        company_id: 1,
        description: 'Permit fee',
        amount_cents: 1000,
        issued_at: day,
        due_at: '2026-12-31',
      });
      expect(refused.status).toBe(422);
      expect(errorsOf(refused).issued_at).toEqual([dateMessage]);
    },
  );

  it('takes a leap day', async () => {
    const call = await as('admin');
    const created = await call('POST', '/invoices', {
      company_id: 1,
      description: 'Permit fee',
      amount_cents: 1000,
      issued_at: '2024-02-29',
      due_at: '2024-03-31',
    });
    expect(created.status).toBe(201);
  });
});

describe('money', () => {
  it('every amount in cents the contract declares is bounded to ±(2^53 − 1), read-only totals included', () => {
    const amounts: string[] = [];
    const visit = (schema: Schema, path: string) => {
      for (const [name, property] of Object.entries(propertiesOf(schema))) {
        const resolved = resolve(property);
        if (/_cents(_|$)/.test(name)) {
          amounts.push(`${path}.${name}`);
          expect({ name: `${path}.${name}`, minimum: resolved.minimum, maximum: resolved.maximum }).toEqual({
            name: `${path}.${name}`,
            minimum: expect.any(Number) as number,
            maximum: expect.any(Number) as number,
          });
          expect(Math.abs(resolved.minimum ?? Infinity)).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
          expect(Math.abs(resolved.maximum ?? Infinity)).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
        }
        if (resolved.properties || resolved.allOf) visit(resolved, `${path}.${name}`);
        if (resolved.items) visit(resolved.items, `${path}.${name}[]`);
      }
    };
    for (const name of Object.keys(contract.components.schemas)) visit({ $ref: `#/components/schemas/${name}` }, name);
    expect(amounts.length).toBeGreaterThan(20);
  });

  it('refuses a price beyond 2^53 − 1 cents, which a JavaScript number cannot hold to the cent', async () => {
    const call = await as('admin');
    const service = (price_cents: number) => ({
      name: 'Escort planning',
      description: 'Route survey and escort booking.',
      price_cents,
      position: 90,
      active: true,
    });
    const refused = await call('POST', '/services', service(2 ** 53));
    expect(refused.status).toBe(422);
    expect(errorsOf(refused).price_cents).toEqual([
      validationMessages.maximum.replace('{0}', String(Number.MAX_SAFE_INTEGER)),
    ]);
    expect((await call('POST', '/services', service(Number.MAX_SAFE_INTEGER))).status).toBe(201);
  });
});
