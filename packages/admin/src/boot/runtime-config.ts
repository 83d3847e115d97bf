/**
 * The runtime configuration: `/config.json`, read at start-up, so one build serves any API
 * (replace the file to re-point a deployed build). Never built into the bundle.
 */
import { numbered, shellWords, type WordKey, type WordValue } from '../i18n/words.js';

export interface RuntimeConfig {
  API_URL?: string;
}

/**
 * Why the configuration cannot be used, in the person's words. Said here, in the locale chosen at
 * start (i18n/locale.ts): the page that shows it (ConfigErrorPage) takes a finished text.
 */
function failure(key: WordKey, ...values: WordValue[]): Error {
  const words = shellWords();
  const say = (said: WordKey, ...filled: WordValue[]) => words.translate(said, numbered(filled));
  return new Error(say(key, say('app.sdk.apiUrlMissing'), ...values));
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch {
    throw failure('app.config.notLoaded');
  }
  if (!response.ok) throw failure('app.config.answered', response.status);
  try {
    const config = (await response.json()) as unknown;
    if (typeof config !== 'object' || config === null) return {};
    const apiUrl = (config as Record<string, unknown>).API_URL;
    return typeof apiUrl === 'string' ? { API_URL: apiUrl } : {};
  } catch {
    throw failure('app.config.notJson');
  }
}
