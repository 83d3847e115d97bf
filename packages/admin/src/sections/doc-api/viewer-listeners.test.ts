// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { appendWithWindowListeners } from './viewer-listeners.js';

/** Does what RapiDoc 9.3.8 does: a window listener on connect, never removed. */
class LeakyViewer extends HTMLElement {
  hashChanges = 0;
  connectedCallback() {
    window.addEventListener('hashchange', () => this.hashChanges++, true);
  }
}
customElements.define('leaky-viewer', LeakyViewer);

describe('appendWithWindowListeners', () => {
  it('removes the window listeners the element added while connecting, and the element', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const viewer = document.createElement('leaky-viewer') as LeakyViewer;
    const detach = appendWithWindowListeners(container, viewer);
    expect(viewer.isConnected).toBe(true);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(viewer.hashChanges).toBe(1);

    detach();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(viewer.hashChanges).toBe(1);
    expect(viewer.isConnected).toBe(false);
  });

  it('leaves window.addEventListener as it was, and other listeners alone', () => {
    let other = 0;
    window.addEventListener('hashchange', () => other++);
    // Own or inherited (vitest's jsdom defines the window's methods on the global itself): unchanged.
    const before = Object.getOwnPropertyDescriptor(window, 'addEventListener');
    const detach = appendWithWindowListeners(document.body, document.createElement('leaky-viewer'));
    expect(Object.getOwnPropertyDescriptor(window, 'addEventListener')).toEqual(before);
    detach();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(other).toBe(1);
  });
});
