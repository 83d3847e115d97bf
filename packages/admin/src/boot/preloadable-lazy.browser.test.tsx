/**
 * A lazily loaded component as a person sees it (boot/preloadable-lazy.ts): once its code has
 * arrived it is drawn at once, never the loading state first (which held a screen back some 300 ms);
 * before, the loading state and then the component, which stays mounted. Drawn in Chromium.
 */
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadableLazy, useArrived, type PreloadableLazy } from './preloadable-lazy.js';

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

/** What the error boundary around the app says when the app's code could not come. */
class Failed extends Component<{ children: ReactNode }, { failure?: string }> {
  override state: { failure?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.failure === undefined ? this.props.children : <p>{`Failed: ${this.state.failure}`}</p>;
  }
}

/**
 * The app drawn as Root draws the back office: its own loading state until the code has come, inside
 * a Suspense boundary whose fallback is counted. A fallback shown is what made React hold the app
 * back some 300 ms after the code had come (boot/preloadable-lazy.ts, `useArrived`).
 */
function drawApp(App: PreloadableLazy<{ name: string }>) {
  const fallbacks = { shown: 0 };
  function Fallback() {
    fallbacks.shown += 1;
    return <p>Suspended</p>;
  }
  function Host() {
    const Arrived = useArrived(App);
    return Arrived ? <Arrived name="the desk" /> : loading;
  }
  const container = drawNow(
    <Failed>
      <Suspense fallback={<Fallback />}>
        <Host />
      </Suspense>
    </Failed>,
  );
  return { container, fallbacks };
}

describe('a component drawn once its code has arrived (useArrived)', () => {
  it('shows its own loading state, then the component, and never a Suspense fallback', async () => {
    const held = moduleOnHold(Screen);
    const App = preloadableLazy(held.load);
    const { container, fallbacks } = drawApp(App);
    expect(container.textContent).toBe('Loading');
    held.arrive();
    await expect.poll(() => container.textContent).toBe('Screen of the desk');
    expect(fallbacks.shown).toBe(0);
    expect(held.load).toHaveBeenCalledTimes(1);

    // Where React.lazy alone, in the same place, shows the fallback first.
    mounted?.root.unmount();
    const lazyHeld = moduleOnHold(Screen);
    const Lazy = lazy(lazyHeld.load);
    const seen = { shown: 0 };
    function Fallback() {
      seen.shown += 1;
      return <p>Suspended</p>;
    }
    const lazyContainer = drawNow(
      <Suspense fallback={<Fallback />}>
        <Lazy name="the desk" />
      </Suspense>,
    );
    lazyHeld.arrive();
    await expect.poll(() => lazyContainer.textContent).toBe('Screen of the desk');
    expect(seen.shown).toBeGreaterThan(0);
  });

  it('is drawn at the first render when its code came before', async () => {
    const App = preloadableLazy(() => Promise.resolve({ default: Screen }));
    await App.preload();
    const { container, fallbacks } = drawApp(App);
    expect(container.textContent).toBe('Screen of the desk');
    expect(fallbacks.shown).toBe(0);
  });

  it('a download that fails reaches the error boundary, and the next draw asks again', async () => {
    const held = moduleOnHold(Screen);
    const App = preloadableLazy(held.load);
    const { container } = drawApp(App);
    held.fail(new Error('offline'));
    await expect.poll(() => container.textContent).toBe('Failed: offline');
    mounted?.root.unmount();
    const again = drawApp(App);
    await expect.poll(() => held.load.mock.calls.length).toBe(2);
    held.arrive();
    await expect.poll(() => again.container.textContent).toBe('Screen of the desk');
    expect(held.load).toHaveBeenCalledTimes(2);
  });
});
