/**
 * React.lazy for code that is usually there before it is drawn: the back office's own chunk (main.tsx
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
import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A lazily loaded component whose download can be started, and awaited, before it is drawn. */
export interface PreloadableLazy<Props extends object> extends FunctionComponent<Props> {
  /** Starts the download (once; again after a failure) and resolves when the module has arrived. */
  preload: () => Promise<{ default: ComponentType<Props> }>;
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
  return Object.assign(Preloadable, { preload });
}
