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

export class LoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  /**
   * The reload is decided here, before the failure's first render: deciding after it (in
   * componentDidCatch) showed the error page for the moment the reload took to start, and a slow
   * machine saw it. From then on `reloadUnderWay()` says which page to show.
   */
  static getDerivedStateFromError(error: unknown): { failed: boolean } {
    if (!reloadUnderWay() && isChunkLoadError(error)) reloadForChunkError();
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (reloadUnderWay()) return;
    console.error('The page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return reloadUnderWay() ? <PageLoading /> : <ErrorPage status={500} />;
  }
}
