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
};

export const authRedisKeys = {
  /** Set on logout until the token would have expired. */
  revokedToken: (jti: string) => `auth:revoked:${jti}`,
  /**
   * Epoch seconds: tokens issued before this no longer work (block, delete, password change) —
   * except the one token id that may follow, space-separated: the session that changed the password.
   */
  revokedBefore: (userId: string) => `auth:revoked-before:${userId}`,
} as const;

/** The value of `revokedBefore`: the instant, and the id of the one earlier token it spares. */
export function revocationMark(beforeEpochSeconds: number, sparedJti?: string): string {
  return sparedJti ? `${beforeEpochSeconds} ${sparedJti}` : String(beforeEpochSeconds);
}

/** Whether a user's `revokedBefore` mark ends this token (gateway auth and live streams alike). */
export function isRevokedByMark(
  mark: string | null | undefined,
  token: Pick<AccessTokenClaims, 'iat' | 'jti'>,
): boolean {
  if (!mark) return false;
  const [before, spared] = mark.split(' ');
  return Number(before) > token.iat && token.jti !== spared;
}

export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
