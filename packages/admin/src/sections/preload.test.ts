/**
 * The screen an address opens is asked for before react-admin reaches its route (sections/preload.ts):
 * the same screen react-admin's resource routes would draw, and nothing for other addresses.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sections } from './index.js';
import { preloadScreenAt, screenAt } from './preload.js';
import type { LazyScreen, Screen } from './registry.js';

function screenOf(name: string, screen: Screen): LazyScreen {
  const found = sections.find((section) => section.name === name)?.[screen];
  if (!found) throw new Error(`no ${screen} screen in ${name}`);
  return found;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the screen an address opens', () => {
  it("reads react-admin's resource routes", () => {
    expect(screenAt('/my-permit-request')).toEqual({ name: 'my-permit-request', screen: 'list' });
    expect(screenAt('/companies/')).toEqual({ name: 'companies', screen: 'list' });
    expect(screenAt('/companies/create')).toEqual({ name: 'companies', screen: 'create' });
    expect(screenAt('/companies/1')).toEqual({ name: 'companies', screen: 'edit' });
    expect(screenAt('/invoices/7/show')).toEqual({ name: 'invoices', screen: 'show' });
    expect(screenAt('/')).toBeUndefined();
    expect(screenAt('/companies/1/show/more')).toBeUndefined();
    expect(screenAt('/companies/1/other')).toBeUndefined();
  });

  it("starts the download of that screen's code, and of no other", () => {
    const list = vi.spyOn(screenOf('my-permit-request', 'list'), 'preload').mockResolvedValue(undefined);
    const edit = vi.spyOn(screenOf('companies', 'edit'), 'preload').mockResolvedValue(undefined);
    const companies = vi.spyOn(screenOf('companies', 'list'), 'preload').mockResolvedValue(undefined);
    preloadScreenAt('/my-permit-request');
    preloadScreenAt('/companies/1');
    expect(list).toHaveBeenCalledTimes(1);
    expect(edit).toHaveBeenCalledTimes(1);
    expect(companies).not.toHaveBeenCalled();
  });

  it('does nothing for an address no section draws, and keeps a failed download quiet', async () => {
    const list = vi.spyOn(screenOf('my-permit-request', 'list'), 'preload').mockRejectedValue(new Error('offline'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(() => preloadScreenAt('/no-such-section/1')).not.toThrow();
      expect(() => preloadScreenAt('/overview')).not.toThrow();
      preloadScreenAt('/my-permit-request');
      expect(list).toHaveBeenCalledTimes(1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
