import { afterEach, describe, expect, it } from 'vitest';
import { operations } from '../src/index.js';
import { conformanceProblems } from './conformance.js';
import { BASE, as, useMockApi } from './support.js';

useMockApi();

describe('bad input', () => {
  it('answers a wrong body with 422 and the field errors', async () => {
    const admin = await as('admin');
    const { status, body, response } = await admin('POST', '/loads', {
      company_id: 1,
      description: 'x',
      commodity: 'Crane',
      length_in: '90 ft',
      width_in: 10.5,
      height_in: -1,
      weight_lbs: 80_000,
      axles: 5,
      origin_city: 'Dallas',
      origin_state: 'ZZ',
      destination_city: 'Tulsa',
    });
    expect(status).toBe(422);
    expect(await conformanceProblems('/loads', 'post', response)).toEqual([]);
    expect((body as { errors: Record<string, string[]> }).errors).toEqual({
      description: ['You must enter a minimum of 3 characters'],
      length_in: ['This field can only contain integer values'],
      width_in: ['This field can only contain integer values'],
      height_in: ['The value must be at least 1'],
      origin_state: ['Invalid format'],
      destination_state: ['This field is required'],
    });
  });

  it('answers a wrong query with 422 naming the parameters', async () => {
    const admin = await as('admin');
    const { status, body } = await admin('GET', '/companies?per_page=0&order=sideways&state=ZZ&page=two');
    expect(status).toBe(422);
    expect(Object.keys((body as { errors: object }).errors).sort()).toEqual(['order', 'page', 'per_page', 'state']);
    expect((await admin('GET', '/companies?sort=password')).status).toBe(422);
  });

  it('answers malformed JSON with 422', async () => {
    const { access_token } = (await (
      await fetch(`${BASE}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'password' }),
      })
    ).json()) as { access_token: string };
    const response = await fetch(`${BASE}/companies`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
  });

  it('answers an unknown or impossible id with 404', async () => {
    const admin = await as('admin');
    for (const path of ['/companies/999999', '/companies/abc', '/companies/0', '/invoices/1.5']) {
      const { status } = await admin('GET', path);
      expect(status, path).toBe(404);
    }
    const missing = await admin('GET', '/companies/999999');
    expect(await conformanceProblems('/companies/{id}', 'get', missing.response)).toEqual([]);
    expect((await admin('GET', '/no-such-collection')).status).toBe(404);
  });

  describe('a handler that throws', () => {
    const original = operations.getCompany;
    afterEach(() => {
      operations.getCompany = original;
    });

    it('answers 500, and does not hang', async () => {
      operations.getCompany = () => {
        throw new Error('database on fire');
      };
      const admin = await as('admin');
      const { status, body } = await admin('GET', '/companies/1');
      expect(status).toBe(500);
      expect(body).toEqual({ message: 'Internal Server Error' });
    });
  });
});
