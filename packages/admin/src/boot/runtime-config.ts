/**
 * The runtime configuration: `/config.json`, read at start-up, so one build serves any API
 * (replace the file to re-point a deployed build). Never built into the bundle.
 */
import { messages } from '@permit-office/sdk';

export interface RuntimeConfig {
  API_URL?: string;
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch {
    throw new Error(`${messages.apiUrlMissing} (/config.json could not be loaded)`);
  }
  if (!response.ok) throw new Error(`${messages.apiUrlMissing} (/config.json answered ${response.status})`);
  try {
    const config = (await response.json()) as unknown;
    if (typeof config !== 'object' || config === null) return {};
    const apiUrl = (config as Record<string, unknown>).API_URL;
    return typeof apiUrl === 'string' ? { API_URL: apiUrl } : {};
  } catch {
    throw new Error(`${messages.apiUrlMissing} (/config.json is not valid JSON)`);
  }
}
