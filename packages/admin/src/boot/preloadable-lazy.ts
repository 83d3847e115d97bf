/**
 * React.lazy for code that is usually there before it is drawn: the back office's own chunk (start.tsx
 * starts it with the page), the screen at the address (sections/preload.ts), the conflict dialog.
 *
 * React.lazy suspends at its first render even when the module has already arrived (it asks for the
 * module then, and a promise cannot be read at once), so its Suspense boundary shows its fallback;
 * and React commits what replaces a fallback no sooner than 300 ms after a fallback last came or went
 * (its throttle of Suspense retries). On a daily visit of a list that was twice 300 ms of nothing to
 * do, one wait for the back office's chunk and one for the screen's, all of it after the list's data
 * had arrived. Here, a component first drawn once its module has arrived is drawn at once, with no
 * fallback; before that, React.lazy as ever (the same loading state, the same error boundary).
 */
import {
  createElement,
  lazy,
  startTransition,
  useEffect,
  useState,
  type ComponentType,
  type FunctionComponent,
} from 'react';

/** A lazily loaded component whose download can be started, and awaited, before it is drawn. */
export interface PreloadableLazy<Props extends object> extends FunctionComponent<Props> {
  /** Starts the download (once; again after a failure) and resolves when the module has arrived. */
  preload: () => Promise<{ default: ComponentType<Props> }>;
  /** The component, once its module has arrived. */
  arrived: () => ComponentType<Props> | undefined;
}

export function preloadableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): PreloadableLazy<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // The next call asks again (a connection back, the chunk-reload guard's new build).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Preloadable(props: Props) {
    // Chosen once per mount: a component first drawn through React.lazy stays that one, so that a
    // later render does not swap the element's type and mount everything under it again.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloadable, { preload, arrived: () => loaded });
}

/**
 * The component of `preloadable` once its module has arrived, `undefined` until then (the caller
 * draws its own loading state); a failed download is thrown to the nearest error boundary.
 *
 * For a module that usually arrives a moment after the first render: the back office's own chunk,
 * which start.tsx starts with the page. Drawn through Suspense, that moment's fallback made React
 * hold the app back until 300 ms after it (its throttle of Suspense retries): on a daily visit, the
 * loading spinner for some 300 ms with the code long there. Here no Suspense boundary changes: the
 * app is drawn by a transition as soon as its module has arrived.
 */
export function useArrived<Props extends object>(
  preloadable: PreloadableLazy<Props>,
  /** `false` while the download must not start yet (a list's page: routes/Root.tsx); awaited once it is `true`. */
  start = true,
): ComponentType<Props> | undefined {
  const [arrival, setArrival] = useState<{ component?: ComponentType<Props>; failure?: unknown }>(() => ({
    component: preloadable.arrived(),
  }));
  const waiting = arrival.component === undefined && !('failure' in arrival);
  useEffect(() => {
    if (!waiting || !start) return undefined;
    let current = true;
    preloadable.preload().then(
      (module) => {
        if (current) startTransition(() => setArrival({ component: module.default }));
      },
      (failure: unknown) => {
        if (current) setArrival({ failure });
      },
    );
    return () => {
      current = false;
    };
  }, [preloadable, waiting, start]);
  if ('failure' in arrival) throw arrival.failure;
  return arrival.component;
}
