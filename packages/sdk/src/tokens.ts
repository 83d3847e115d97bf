/**
 * Where the session's two tokens live: in memory here (Node tools, tests); in a browser only in the
 * cookies the specification names, never in localStorage or a URL (`cookieTokenStore`, in the
 * browser entry point `@permit-office/sdk/browser`).
 */

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export interface TokenStore {
  getAccessToken(): string | undefined;
  getRefreshToken(): string | undefined;
  setTokens(tokens: TokenPair): void;
  clear(): void;
}

export function memoryTokenStore(initial?: Partial<TokenPair>): TokenStore {
  let access = initial?.access_token || undefined;
  let refresh = initial?.refresh_token || undefined;
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setTokens(tokens) {
      access = tokens.access_token || undefined;
      refresh = tokens.refresh_token || undefined;
    },
    clear() {
      access = undefined;
      refresh = undefined;
    },
  };
}
