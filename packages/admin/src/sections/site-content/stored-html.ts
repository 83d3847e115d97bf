/**
 * A stored body as the editor may be given it. Posts and pages are HTML that staff paste from
 * elsewhere (a word processor, another site) and that the API keeps as sent: a `<style>` element
 * or a `style` attribute in it is content the editor drops anyway (its schema has no styles), but
 * only after the browser has parsed it in the page, where the Content-Security-Policy refuses it
 * and reports a violation on every opening. Parsed first in a `<template>` (inert: nothing in it
 * applies, loads or runs, and no policy is asked), what the editor would drop is dropped here.
 */

/** Elements that style, load or run something, none of which the editor keeps. */
const DROPPED = 'style, script, link, meta, base, iframe, object, embed, template, noscript';

export function editableHtml(html: unknown): unknown {
  if (typeof html !== 'string' || !/<|style=/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll(DROPPED)) element.remove();
  for (const element of template.content.querySelectorAll('[style]')) element.removeAttribute('style');
  return template.innerHTML;
}
