import { messages } from './messages.js';

/** The runtime configuration: in the admin it comes from `/config.json`, so one build serves any API. */
export interface SdkConfig {
  API_URL?: string | undefined;
}

/**
 * The API base address, without a trailing slash so that paths and file links join with one '/'.
 * Throws the specification's message when it is missing, because nothing can work without it.
 */
export function readApiUrl(config: SdkConfig | undefined): string {
  const raw = config?.API_URL?.trim();
  if (!raw) throw new Error(messages.apiUrlMissing);
  if (!/^https?:$/.test(URL.parse(raw)?.protocol ?? '')) {
    throw new Error(`${messages.apiUrlMissing}: ${messages.apiUrlUnusable} (got "${raw}")`);
  }
  return raw.replace(/\/+$/, '');
}

/**
 * The specification's second address: the base address without its last four characters
 * (`https://host/api` → `https://host`, the public site behind the API).
 */
export function siteUrlOf(apiUrl: string): string {
  return apiUrl.slice(0, -4);
}
