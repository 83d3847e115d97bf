/**
 * The nonce this page was served with, for the <style> elements the app creates at run time: the
 * policy (csp-policy.ts) admits a <style> only with it. Vite writes it on
 * `<meta property="csp-nonce">`, where its own preloader reads it too.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CSP_NONCE_PLACEHOLDER } from './csp-placeholder.js';

/** The page's nonce; none when the host served the build as it is (a static host: see csp-policy.ts). */
export function readCspNonce(root: ParentNode = document): string | undefined {
  const meta = root.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // The property, not the attribute: under a header policy the browser empties the attribute
  // (nonce hiding, so CSS selectors cannot read it) and keeps the value in `.nonce` only.
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  return nonce === CSP_NONCE_PLACEHOLDER ? undefined : nonce;
}

export const cspNonce = readCspNonce();

/**
 * The one emotion cache of the app (the light shell and react-admin alike), as MUI's CSP guide
 * says: every <style> emotion inserts carries the nonce. Key 'css' is emotion's default, so class
 * names stay as they were.
 */
export const styleCache: EmotionCache = createCache({ key: 'css', nonce: cspNonce });

const nonced = new WeakSet<Document>();

/**
 * RapiDoc renders its theme (colours as CSS variables) as a <style> inside its templates (lit),
 * which lit clones into the page with `document.importNode`; without the nonce the browser refuses
 * it and the reference loses its colours. So a <style> cloned by script gets the nonce before it
 * is inserted. A script could set the nonce itself (it reads it from the meta), so this grants
 * script nothing; what the policy is for stays refused: a <style> in injected markup is created
 * by the HTML parser, never cloned by this call.
 */
export function nonceClonedStyles(doc: Document = document, nonce: string | undefined = cspNonce): void {
  if (!nonce || nonced.has(doc)) return;
  nonced.add(doc);
  const importNode = doc.importNode.bind(doc) as (node: Node, deep?: boolean) => Node;
  const withNonce = (node: Node, deep?: boolean): Node => {
    const clone = importNode(node, deep);
    if (clone instanceof Element || clone instanceof DocumentFragment) {
      const styles = clone instanceof HTMLStyleElement ? [clone] : clone.querySelectorAll('style');
      for (const style of styles) if (!style.nonce) style.nonce = nonce;
    }
    return clone;
  };
  doc.importNode = withNonce as Document['importNode'];
}
