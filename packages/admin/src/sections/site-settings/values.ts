/** How the website's settings forms hold what the API keeps. */

/** One entry per line, blank lines dropped. */
export const linesOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : [];

/** Optional fields left empty are sent as null, which the contract accepts, not as "". */
export function blankAsNull(values: Record<string, unknown>, optional: readonly string[]): Record<string, unknown> {
  const sent = { ...values };
  for (const name of optional) {
    const value = sent[name];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) sent[name] = null;
  }
  return sent;
}
