/**
 * A lazily loaded component as a person sees it (boot/preloadable-lazy.ts): once its code has
 * arrived it is drawn at once, never the loading state first (which held a screen back some 300 ms);
 * before, the loading state and then the component, which stays mounted. Drawn in Chromium.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy.js';

let mounted: { root: Root; container: HTMLElement } | undefined;

/** Draws `element` in one synchronous pass, as a store update draws the screen. */
function drawNow(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted = { root, container };
  flushSync(() => root.render(element));
  return container;
}

afterEach(() => {
  mounted?.root.unmount();
  mounted?.container.remove();
  mounted = undefined;
});

/** A module whose arrival the test decides. */
function moduleOnHold<Props extends object>(component: ComponentType<Props>) {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ default: ComponentType<Props> }>((resolve, reject) => {
        arrive = () => resolve({ default: component });
        fail = reject;
      }),
  );
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

const Screen = ({ name }: { name: string }) => <p>{`Screen of ${name}`}</p>;
const loading = <p>Loading</p>;

describe('a lazily loaded component', () => {
  it('is drawn at once once its code has arrived, where React.lazy alone first shows the loading state', async () => {
    const module = { default: Screen };
    const Preloaded = preloadableLazy(() => Promise.resolve(module));
    await Preloaded.preload();
    expect(
      drawNow(
        <Suspense fallback={loading}>
          <Preloaded name="invoices" />
        </Suspense>,
      ).textContent,
    ).toBe('Screen of invoices');

    // The reason for it: React.lazy suspends at its first render even when the module is there.
    mounted?.root.unmount();
    const load = () => Promise.resolve(module);
    const Lazy = lazy(load);
    await load();
    expect(
      drawNow(
        <Suspense fallback={loading}>
          <Lazy name="invoices" />
        </Suspense>,
      ).textContent,
    ).toBe('Loading');
  });

  it('shows the loading state until its code arrives, then itself; its download is one, whoever asks', async () => {
    const held = moduleOnHold(Screen);
    const Preloaded = preloadableLazy(held.load);
    const early = Preloaded.preload();
    const container = drawNow(
      <Suspense fallback={loading}>
        <Preloaded name="loads" />
      </Suspense>,
    );
    expect(container.textContent).toBe('Loading');
    held.arrive();
    await early;
    await expect.poll(() => container.textContent).toBe('Screen of loads');
    expect(held.load).toHaveBeenCalledTimes(1);
  });

  it('stays mounted, with its state, when drawn again after its code arrived', async () => {
    let mounts = 0;
    function Counter() {
      const [clicks, setClicks] = useState(0);
      useEffect(() => {
        mounts += 1;
      }, []);
      return (
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          {`Clicked ${clicks}`}
        </button>
      );
    }
    const held = moduleOnHold(Counter);
    const Preloaded = preloadableLazy(held.load);
    const container = drawNow(
      <Suspense fallback={loading}>
        <Preloaded />
      </Suspense>,
    );
    held.arrive();
    await expect.poll(() => container.textContent).toBe('Clicked 0');
    container.querySelector('button')?.click();
    await expect.poll(() => container.textContent).toBe('Clicked 1');
    // The page drawn again (a parent's update) after the module arrived: the same component.
    flushSync(() =>
      mounted?.root.render(
        <Suspense fallback={loading}>
          <Preloaded />
        </Suspense>,
      ),
    );
    expect(container.textContent).toBe('Clicked 1');
    expect(mounts).toBe(1);
  });

  it('asks for its code again after a failed download', async () => {
    const held = moduleOnHold(Screen);
    const Preloaded = preloadableLazy(held.load);
    const first = Preloaded.preload();
    held.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = Preloaded.preload();
    held.arrive();
    await expect(second).resolves.toEqual({ default: Screen });
    expect(held.load).toHaveBeenCalledTimes(2);
  });
});
