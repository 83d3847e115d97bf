/**
 * Generated from openapi.yaml by `pnpm gen` (scripts/contract-fields.ts). Do not edit by hand:
 * change the contract and regenerate; `pnpm check:gen` fails on any difference.
 */

/** The writes (`METHOD /path`) that take no `Idempotency-Key`: never keyed, never sent again. */
export const contractUnkeyedWrites: readonly string[] = ["POST /login","POST /refresh","POST /logout","POST /reset","PUT /presence"];

/** The operations (`METHOD /path`) the contract opens to callers without a session. */
export const contractOpenOperations: readonly string[] = ["POST /login","POST /refresh","POST /logout","POST /reset","POST /account-deletion-requests","GET /permit-check"];
