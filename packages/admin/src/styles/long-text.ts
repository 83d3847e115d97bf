/**
 * Text people type may be long and unbroken (a company name of 120 letters, a 191-character
 * e-mail): it wraps anywhere rather than running past its card, and the flex or grid item holding
 * it may be narrower than its longest word (an item is at least that wide otherwise).
 */
export const wrapAnywhere = { overflowWrap: 'anywhere', minWidth: 0 } as const;
