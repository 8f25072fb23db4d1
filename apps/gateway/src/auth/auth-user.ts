/** The caller as the gateway knows it from a verified, unrevoked token. */
export type AuthUser = {
  user_id: string;
  is_admin: boolean;
  jti: string;
  iat: number;
  exp: number;
  /** The session version the token carries (0 for a token issued before versions): revocations compare it. */
  sv: number;
};
