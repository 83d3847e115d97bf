import { afterEach, describe, expect, it } from 'vitest';
import { cannotSave, connectivity, resetConnectivity, watchFetch } from './connectivity.js';

const request = (signal?: AbortSignal) => new Request('https://api.example.com/api/me', { signal });

describe('whether the API answers', () => {
  afterEach(() => resetConnectivity());

  it('is unreachable after a call that got no answer at all, and online again at the next answer', async () => {
    const failing = watchFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(failing(request())).rejects.toThrow('Failed to fetch');
    expect(connectivity()).toBe('unreachable');
    expect(cannotSave()).toBe(true);

    // Any answer means the API is there, an error status too.
    const answering = watchFetch(() => Promise.resolve(new Response('{}', { status: 503 })));
    expect((await answering(request())).status).toBe(503);
    expect(connectivity()).toBe('online');
    expect(cannotSave()).toBe(false);
  });

  it('does not count a call the app gave up on itself (a screen left: aborted)', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = watchFetch(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    await expect(aborted(request(controller.signal))).rejects.toThrow('aborted');
    expect(connectivity()).toBe('online');
  });

  it('is offline while the browser says it has no network', () => {
    resetConnectivity(false);
    expect(connectivity()).toBe('offline');
    expect(cannotSave()).toBe(true);
  });
});
