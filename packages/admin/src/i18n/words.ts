/**
 * How screens say things: through react-admin's i18nProvider (`useTranslate`), with the
 * catalogue's typed keys. Our messages number their placeholders, `{0}`, `{1}`… (the
 * specification's own strings do), which `withCatalogueRules` fills from the translate options
 * `{ 0: …, 1: … }`, so that react-admin's validation errors and notifications fill them too.
 */
import { isSdkError, messages as sdkMessages } from '@permit-office/sdk';
import type { I18nProvider } from 'ra-core';
import { useTranslate } from 'ra-core';
import { useCallback } from 'react';
import { shellCatalogue } from './en-shell.js';
import type { WordKey } from './keys.js';
import { chosenLocale, type Locale } from './locale.js';
import { PSEUDO_LOCALE, pseudoMessages } from './pseudo.js';

export type { WordKey } from './keys.js';

export type WordValue = string | number;
/** A catalogue string in the person's locale, its placeholders filled in order. */
export type Words = (key: WordKey, ...values: WordValue[]) => string;

/** The values of `{0}`, `{1}`… as translate options. */
export const numbered = (values: readonly WordValue[]): Record<number, WordValue> => ({ ...values });

/** Fills `{0}`, `{1}`… of a translated message from its options. */
function fillNumbered(message: string, options: Record<string, unknown> | undefined): string {
  if (!options || !message.includes('{')) return message;
  return message.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const value = options[index];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
  });
}

/**
 * A catalogue key (`app.permits.title`, `resources.site-settings/pages.fields.title`), as opposed
 * to a text: dotted, without spaces.
 */
const KEY = /^[^\s.]+(\.[^\s.]+)+$/;

/**
 * An i18nProvider as the catalogue needs it: messages may number their placeholders; and a text
 * react-admin is given to translate (a label we translated already) stays as given, where
 * react-admin's own English default (its `_`, "Profile" for the user menu) would replace it.
 */
export function withCatalogueRules(provider: I18nProvider): I18nProvider {
  return {
    ...provider,
    translate: (key: string, options?: Record<string, unknown>) => {
      const said = provider.translate(key, options);
      const text = !KEY.test(key) && options?._ !== undefined && said === options._ ? key : said;
      return fillNumbered(text, options);
    },
  };
}

export function useWords(): Words {
  const translate = useTranslate();
  return useCallback((key, ...values) => translate(key, numbered(values)), [translate]);
}

/** The SDK's messages, by their English text: the SDK speaks English, the screens the person's locale. */
const sdkKeyOfText = new Map<string, WordKey>(
  Object.entries(sdkMessages).map(([name, text]) => [text, `app.sdk.${name}` as WordKey]),
);

/**
 * What a failure says to a person, to show with `useShownText`: an SdkError's words (its `message`
 * is for a log: the call, the status, the request id), another error's message; undefined when it
 * says nothing.
 */
export function wordsOf(error: unknown): string | undefined {
  if (isSdkError(error)) return error.words;
  return error instanceof Error && error.message ? error.message : undefined;
}

/**
 * A text to show that may be a catalogue key, one of the SDK's messages, or what the server said
 * (shown as it came). For notifications and errors, whose text comes from several places.
 */
export function useShownText(): (text: string) => string {
  const translate = useTranslate();
  return useCallback(
    (text: string) => {
      const key = sdkKeyOfText.get(text) ?? text;
      return translate(key, { _: text });
    },
    [translate],
  );
}

/** The product's own messages, `{ app }`, in a locale: the whole catalogue (en.ts) or its first part. */
export const catalogueMessages = <Catalogue extends object>(catalogue: Catalogue, locale: Locale) =>
  locale === PSEUDO_LOCALE ? pseudoMessages({ app: catalogue }) : { app: catalogue };

/**
 * An i18nProvider of the catalogue's own namespace, no plural forms, in a locale: the shell's
 * (below), and the tests' of the whole catalogue (i18n/catalogue-words.ts).
 */
export function catalogueI18nProvider(
  catalogue: object,
  locale: Locale,
  /** A catalogue that may come later, read where the first has no such key. */
  later: () => object | undefined = () => undefined,
): I18nProvider {
  const messages = catalogueMessages(catalogue, locale);
  let laterMessages: { of: object; messages: object } | undefined;
  const lookup = (key: string, among: object): unknown =>
    key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        among,
      );
  const inLater = (key: string): unknown => {
    const more = later();
    if (!more) return undefined;
    if (laterMessages?.of !== more) laterMessages = { of: more, messages: catalogueMessages(more, locale) };
    return lookup(key, laterMessages.messages);
  };
  return withCatalogueRules({
    translate: (key: string, options?: Record<string, unknown>) => {
      const found = lookup(key, messages) ?? inLater(key);
      if (typeof found === 'string') return found;
      const fallback: unknown = options?._;
      return typeof fallback === 'string' ? fallback : key;
    },
    changeLocale: () => Promise.resolve(),
    getLocale: () => locale,
  });
}

/**
 * The whole catalogue, once the back office's code has brought it (providers/i18n-provider.ts
 * lends it): what the shell draws for the back office, its top notification (an Undo after a
 * deletion, a save's word), says the back office's words too.
 */
let wholeCatalogue: object | undefined;
export function lendWholeCatalogue(catalogue: object): void {
  wholeCatalogue = catalogue;
}

/**
 * What the pages outside react-admin (sign-in, password, errors) translate with: the catalogue's
 * first part (en-shell.ts), in the locale chosen, and the whole catalogue once the back office has
 * brought it. Inside the back office react-admin's provider (providers/i18n-provider.ts) takes over
 * with the whole catalogue and its own messages added.
 */
export const shellI18nProvider = (locale: Locale = chosenLocale()): I18nProvider =>
  catalogueI18nProvider(shellCatalogue, locale, () => wholeCatalogue);

let shared: I18nProvider | undefined;
/**
 * The shell's words, made once and shared (the shell's pages, the theme, the start-up checks, the
 * units' formats): the locale is chosen at start and kept, so one provider serves them all.
 */
export const shellWords = (): I18nProvider => (shared ??= shellI18nProvider());
