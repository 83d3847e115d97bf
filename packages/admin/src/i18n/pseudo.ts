/**
 * The pseudo-locale: every string of the catalogue (react-admin's own too) accented, lengthened by
 * a third and wrapped in ⟦ ⟧, still readable. Large products look at every screen in it to find
 * text that does not come from the catalogue: such text is plain, where the catalogue's is marked
 * (e2e/pseudo-locale.e2e.test.ts). Placeholders are kept as they are: `{0}` for ours,
 * `%{name}` and the `||||` between plural forms for react-admin's.
 */

/** The locale's code: English, pseudo-localised (as Android and Chrome name theirs). */
export const PSEUDO_LOCALE = 'en-XA';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghijklnorstuwyzABCDEGHIJKLNORSTUWYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéĝĥíĵķļñöŕšţûŵýžÀƁÇĐÉĜĤÍĴĶĻÑÖŔŠŢÛŴÝŽ'][index] ?? letter,
  ]),
);

const PLACEHOLDER = /(\{\d+\}|%\{[^}]+\})/;

/** One form of one message: letters accented, placeholders kept, lengthened, wrapped. */
function pseudoForm(text: string): string {
  if (text.trim() === '') return text;
  const accented = text
    .split(PLACEHOLDER)
    .map((part) => (PLACEHOLDER.test(part) ? part : [...part].map((char) => ACCENTED[char] ?? char).join('')))
    .join('');
  const padding = '·'.repeat(Math.ceil(text.length / 3));
  return `⟦${accented}${padding}⟧`;
}

/** A message in the pseudo-locale; each of react-admin's plural forms on its own. */
export function pseudoMessage(text: string): string {
  return text.split(' |||| ').map(pseudoForm).join(' |||| ');
}

/** The same messages, each string in the pseudo-locale. */
export function pseudoMessages<T>(messages: T): T {
  if (typeof messages === 'string') return pseudoMessage(messages) as T;
  if (messages === null || typeof messages !== 'object') return messages;
  return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, pseudoMessages(value)])) as T;
}
