import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, reloadForChunkError } from './chunk-reload.js';
import { memoryStorage } from '../session/memory-storage-for-tests.js';

describe('the chunk reload guard', () => {
  it('recognises the browsers\u2019 chunk load errors, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/A.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('says a reload is under way once it reloads, and not when it refused to', async () => {
    // A fresh copy of the module: the guard's state is the page's, and other tests reloaded already.
    vi.resetModules();
    const guard = await import('./chunk-reload.js');
    const storage = memoryStorage();
    storage.setItem('permit-office.chunk-reload-at', '1000000');
    expect(guard.reloadForChunkError(1_005_000, storage, vi.fn())).toBe(false);
    expect(guard.reloadUnderWay()).toBe(false);
    expect(guard.reloadForChunkError(1_020_000, storage, vi.fn())).toBe(true);
    expect(guard.reloadUnderWay()).toBe(true);
  });

  it('reloads once, not again within 10 seconds, and again after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(CHUNK_RELOAD_WINDOW_MS).toBe(10_000);
    expect(reloadForChunkError(1_000_000, storage, reload)).toBe(true);
    expect(reloadForChunkError(1_009_999, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(1_010_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('offline, waits for the connection instead of reloading into the browser\u2019s offline page, once', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const waiting: (() => void)[] = [];
    const whenOnline = (run: () => void) => void waiting.push(run);
    expect(reloadForChunkError(2_000_000, storage, reload, false, whenOnline)).toBe(true);
    expect(reloadForChunkError(2_000_100, storage, reload, false, whenOnline)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(waiting).toHaveLength(1);
    waiting[0]?.();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
