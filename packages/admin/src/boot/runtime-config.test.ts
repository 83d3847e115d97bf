import { messages } from '@permit-office/sdk';
import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from './runtime-config.js';

const answering =
  (response: Response | Error): typeof fetch =>
  () =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response);

describe('the runtime configuration', () => {
  it('reads API_URL from /config.json', async () => {
    const config = await loadRuntimeConfig(answering(Response.json({ API_URL: 'https://api.example.com' })));
    expect(config).toEqual({ API_URL: 'https://api.example.com' });
  });

  it('says why it cannot be used, after the SDK’s message', async () => {
    await expect(loadRuntimeConfig(answering(new TypeError('offline')))).rejects.toThrow(
      `${messages.apiUrlMissing} (/config.json could not be loaded)`,
    );
    await expect(loadRuntimeConfig(answering(new Response('', { status: 404 })))).rejects.toThrow(
      `${messages.apiUrlMissing} (/config.json answered 404)`,
    );
    await expect(loadRuntimeConfig(answering(new Response('{', { status: 200 })))).rejects.toThrow(
      `${messages.apiUrlMissing} (/config.json is not valid JSON)`,
    );
  });
});
