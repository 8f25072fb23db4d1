/**
 * What the gateway and identity-svc share about tokens. identity-svc issues ES256 JWTs and writes
 * revocations to Redis; the gateway verifies with the public key and reads these keys on every call.
 */
export type AccessTokenClaims = {
  sub: string;
  jti: string;
  adm: boolean;
  iat: number;
  exp: number;
  /**
   * The account's session version when the token was issued. Ending sessions raises the version,
   * so a token issued before a revocation is told apart even in the same second as it (`iat` has
   * whole seconds). Tokens issued before versions existed lack it: version 0.
   */
  sv?: number;
};

export const authRedisKeys = {
  /** Set on logout until the token would have expired. */
  revokedToken: (jti: string) => `auth:revoked:${jti}`,
  /**
   * `v<version>`: tokens of a lower session version no longer work (block, delete, password change
   * or reset) — except the one token id that may follow, space-separated: the session that changed
   * the password. Marks written before versions existed hold epoch seconds instead (compared with `iat`).
   */
  revokedBefore: (userId: string) => `auth:revoked-before:${userId}`,
  /**
   * Set while the account is blocked (until its last token would have expired): a token the
   * `revokedBefore` mark ended is then answered with the blocked-account message, not a bare 401.
   */
  blocked: (userId: string) => `auth:blocked:${userId}`,
} as const;

/** The value of `revokedBefore`: the account's new session version, and the id of the one earlier token it spares. */
export function revocationMark(sessionVersion: number, sparedJti?: string): string {
  const version = `v${sessionVersion}`;
  return sparedJti ? `${version} ${sparedJti}` : version;
}

/** Whether a user's `revokedBefore` mark ends this token (gateway auth and live streams alike). */
export function isRevokedByMark(
  mark: string | null | undefined,
  token: Pick<AccessTokenClaims, 'iat' | 'jti' | 'sv'>,
): boolean {
  if (!mark) return false;
  const [before = '', spared] = mark.split(' ');
  if (token.jti === spared) return false;
  if (before.startsWith('v')) return (token.sv ?? 0) < Number(before.slice(1));
  // A mark of whole epoch seconds, written before session versions.
  return Number(before) > token.iat;
}

export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
