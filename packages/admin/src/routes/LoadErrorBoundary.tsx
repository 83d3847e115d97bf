/**
 * Around what the shell loads on demand: a chunk that fails to load after a deploy reloads the
 * page once (not again within 10 seconds); any other failure is logged to the console and shown
 * as the error page, never a blank screen.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadForChunkError } from '../boot/chunk-reload.js';
import { ErrorPage } from '../pages/error/ErrorPage.js';

export class LoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    console.error('The page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage status={500} /> : this.props.children;
  }
}
