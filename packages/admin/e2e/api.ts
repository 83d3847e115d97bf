/**
 * The mock API called as one of the seeded people, the way the admin's own calls are made (the
 * person's bearer token, JSON both ways): to arrange what a test needs that a person would have
 * done elsewhere, and to read what the API holds, so that a screen is checked against the API
 * rather than against numbers written into the test. The API's test controls are `mockApi`.
 */
import { apiUrl, signInToApi } from './support.js';

/** Signs in to the API as one of the seeded people: their bearer token. */
export async function tokenOf(email: string): Promise<string> {
  return (await signInToApi(email)).access_token;
}

/** One record as the API answers it, the shape a call is read as unless it says otherwise. */
type ApiRecord = { data: Record<string, unknown> & { id: number } };

/** A call of the API as one signed-in person; a refusal fails the test where it happened. */
export type ApiCall = <T = ApiRecord>(method: string, path: string, body?: unknown) => Promise<T>;

/** Signs in once as `email`, for a test that makes many calls as that person. */
export async function apiCallsAs(email: string): Promise<ApiCall> {
  const token = await tokenOf(email);
  return async <T = ApiRecord>(method: string, path: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    // A write says which version it started from: as a client that read the record just before.
    const transition = /^\/[a-z-]+\/\d+\/(approve|reject|reply|pay|transition|assign|extend)$/.test(path);
    if (method === 'PUT' || method === 'DELETE' || (method === 'POST' && transition)) {
      const record = await fetch(`${apiUrl()}${transition ? path.replace(/\/[a-z-]+$/, '') : path}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      headers['If-Match'] = record.headers.get('ETag') ?? '*';
    }
    const response = await fetch(`${apiUrl()}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} as ${email} answered ${response.status}: ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
}

/** One call as `email`, signed in for it. */
export async function apiAs<T = ApiRecord>(email: string, method: string, path: string, body?: unknown): Promise<T> {
  return (await apiCallsAs(email))<T>(method, path, body);
}

/** What the API holds, read as the admin, who may read everything. */
export const readAsAdmin = <T>(path: string): Promise<T> => apiAs<T>('admin@example.com', 'GET', path);

/** An issued permit request of the seed with its three documents: a PDF, a PNG and a DOCX, in that order. */
export async function issuedPermitWithDocuments(): Promise<{
  id: number;
  number: string;
  documents: { name: string; link: string }[];
}> {
  const { data } = await readAsAdmin<{
    data: { id: number; number: string; documents: { name: string; link: string }[] }[];
  }>('/permit-requests?status=issued&per_page=200');
  const permit = data.find((candidate) => candidate.documents.length === 3);
  if (!permit) throw new Error('The seed has no issued permit with three documents');
  return permit;
}

/**
 * A load of the demo member's from Tulsa, OK to Dallas, TX, 12 ft wide and 90,000 lb on 9 axles:
 * routine in both states, so a request for it is approved by rule as it is sent. Its id.
 */
export async function routineLoadOf(description: string): Promise<number> {
  const { data } = await apiAs<{ data: { id: number } }>('member@example.com', 'POST', '/loads', {
    description,
    commodity: 'Transformer',
    length_in: 960,
    width_in: 144,
    height_in: 162,
    weight_lbs: 90_000,
    axles: 9,
    origin_city: 'Tulsa',
    origin_state: 'OK',
    destination_city: 'Dallas',
    destination_state: 'TX',
  });
  return data.id;
}
