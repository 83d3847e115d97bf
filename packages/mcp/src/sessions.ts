/**
 * A person's session with the API, as the MCP server holds it: the SDK signed in as them, made for a
 * tool (a 403 is that call's refusal, and the session stays), with the same rules as every other
 * caller of the SDK: tokens in memory, one refresh in flight, every write keyed.
 */
import { createSdk, type Sdk } from '@permit-office/sdk';

export interface Person {
  email: string;
  password: string;
}

export class SignInRefused extends Error {
  override readonly name = 'SignInRefused';
}

/** The SDK signed in as `person` against the API at `apiUrl`; throws SignInRefused when the API says no. */
export async function signedInAs(
  apiUrl: string,
  person: Person,
  fetch?: (request: Request) => Promise<Response>,
): Promise<Sdk> {
  const sdk = createSdk({ config: { API_URL: apiUrl }, onForbidden: 'refuse', ...(fetch ? { fetch } : {}) });
  const { signedIn, error } = await sdk.session.login(person);
  if (!signedIn) throw new SignInRefused(error?.message ?? `POST /login: ${person.email} was not signed in`);
  return sdk;
}
