/** The caller as the gateway knows it from a verified, unrevoked token. */
export type AuthUser = { user_id: string; is_admin: boolean; jti: string; iat: number; exp: number };
