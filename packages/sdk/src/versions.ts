/**
 * Versions (openapi.yaml, "Versions"): every record that can be edited carries `version`, and a
 * write to it says which version it started from in `If-Match`. The contract makes the header
 * required, so a write that forgets it does not compile; `ifMatch(record)` writes it from the
 * record as it was read:
 *
 *   client.PUT('/companies/{id}', { params: { path: { id }, header: ifMatch(company) }, body })
 *
 * A version that is no longer the latest fails with an SdkError of kind `conflict` whose
 * `current` is the record as it is now.
 */

/** The `If-Match` header of a write that starts from this record (or this version). */
export function ifMatch(from: { version?: number | undefined } | number): { 'If-Match': string } {
  const version = typeof from === 'number' ? from : from.version;
  // Never a guess: `*` would overwrite whatever a colleague saved since.
  if (!Number.isInteger(version)) throw new TypeError('ifMatch: the record carries no version; read it first');
  return { 'If-Match': `"${String(version)}"` };
}
