/**
 * Around what the shell loads on demand: a chunk that fails to load after a deploy reloads the
 * page once (not again within 10 seconds); any other failure is logged to the console and shown
 * as the error page, never a blank screen. While the reload is on its way, the page says it is
 * loading: what fails then is the missing chunk, which the reload brings.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadForChunkError, reloadUnderWay } from '../boot/chunk-reload.js';
import { PageLoading } from '../pages/PageLoading.js';
import { ErrorPage } from '../pages/error/ErrorPage.js';

interface State {
  failed: boolean;
  /** The failure is a missing chunk and the page reloads for the new build. */
  reloading: boolean;
}

export class LoadErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, reloading: false };

  /**
   * Decided here, before the failure's first render: deciding after it (in componentDidCatch)
   * showed the error page for the moment the reload took to start, and a slow machine saw it.
   */
  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, reloading: reloadUnderWay() || (isChunkLoadError(error) && reloadForChunkError()) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.state.reloading || reloadUnderWay()) return;
    console.error('The page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.state.reloading || reloadUnderWay() ? <PageLoading /> : <ErrorPage status={500} />;
  }
}
