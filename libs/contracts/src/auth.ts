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
  /** Epoch seconds: tokens issued before this no longer work (block, delete, password change). */
  revokedBefore: (userId: string) => `auth:revoked-before:${userId}`,
} as const;

export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
