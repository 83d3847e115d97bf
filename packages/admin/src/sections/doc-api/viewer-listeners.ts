/**
 * RapiDoc 9.3.8 adds a `hashchange` listener to `window` each time it connects and never removes
 * it. The listener holds the viewer, so every visit of /docApi kept the reference it drew (then the
 * whole contract: 250,000 nodes of shadow DOM, 13 MB of heap) for the rest of the session: the soak of the bench
 * (scripts/bench/soak.ts) measured it. So the listeners the viewer adds to `window` while it
 * connects are noted, and removed with it.
 */
type AddListener = typeof window.addEventListener;

/**
 * Appends `element` to `container`, noting the listeners it adds to `window` meanwhile (a defined
 * custom element's connectedCallback runs inside `append`). Returns what removes both.
 */
export function appendWithWindowListeners(container: HTMLElement, element: HTMLElement): () => void {
  const added: Parameters<AddListener>[] = [];
  const own = Object.getOwnPropertyDescriptor(window, 'addEventListener');
  const add = window.addEventListener.bind(window);
  window.addEventListener = ((...args: Parameters<AddListener>) => {
    added.push(args);
    add(...args);
  }) as AddListener;
  try {
    container.append(element);
  } finally {
    // Back to the method as it was (the prototype's, as a rule): nothing else sees the wrapper.
    if (own) Object.defineProperty(window, 'addEventListener', own);
    else Reflect.deleteProperty(window, 'addEventListener');
  }
  return () => {
    for (const args of added) window.removeEventListener(...args);
    element.remove();
  };
}
