/**
 * Replaced by a host that can, with a fresh random nonce per response. Vite puts it on the tags it
 * writes (`html.cspNonce`), where the app reads it for the <style> elements it creates. Braces are
 * not base64: left unfilled (a static host), it is no nonce at all, and the <meta> policy, which
 * names none, governs alone.
 */
export const CSP_NONCE_PLACEHOLDER = '{{CSP_NONCE}}';
