// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { nonceClonedStyles, readCspNonce } from './csp-nonce.js';

function page(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}

describe("the page's CSP nonce", () => {
  it('is read from the meta Vite writes, and is absent without it', () => {
    expect(readCspNonce(page('<meta property="csp-nonce" nonce="abc==">'))).toBe('abc==');
    expect(readCspNonce(page(''))).toBeUndefined();
  });

  it('is none on a page a static host served as built, with the placeholder left on it', () => {
    expect(readCspNonce(page('<meta property="csp-nonce" nonce="{{CSP_NONCE}}">'))).toBeUndefined();
  });

  it('goes on a <style> that script clones from a template, and on nothing the parser creates', () => {
    const doc = page('');
    nonceClonedStyles(doc, 'abc==');
    const template = doc.createElement('template');
    template.innerHTML = '<style>:host { --primary-color: #1a4f8b; }</style><p style="color: red">x</p>';
    const clone = doc.importNode(template.content, true);
    expect(clone.querySelector('style')?.nonce).toBe('abc==');
    expect(clone.querySelector('p')?.nonce).toBe('');

    doc.body.innerHTML = '<style>p { color: red }</style>';
    expect(doc.body.querySelector('style')?.nonce).toBe('');
  });

  it('keeps a nonce already given, and changes importNode once however often it is asked', () => {
    const doc = page('');
    nonceClonedStyles(doc, 'first');
    nonceClonedStyles(doc, 'second');
    const style = doc.createElement('style');
    style.nonce = 'own';
    expect(doc.importNode(style, true).nonce).toBe('own');
    const bare = doc.importNode(doc.createElement('style'), true);
    expect(bare.nonce).toBe('first');
  });
});
