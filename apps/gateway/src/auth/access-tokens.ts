import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { type AccessTokenClaims, authRedisKeys, isRevokedByMark } from '@encontro/contracts';
import { REDIS } from '@encontro/server-redis';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { type KeyObject, createPublicKey } from 'node:crypto';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import type { AuthUser } from './auth-user.js';

/** Tokens whose signature was checked, by their exact text: a repeat costs no ES256 verification. */
const VERIFIED_TOKENS = 50_000;

/**
 * Bearer access tokens (ES256, signed by identity-svc). A token is verified with the current public
 * key or — during a rotation — the previous one, so people signed in before the rotation stay signed
 * in. A token revoked by logout, or of a session version below the user's revocation mark (block,
 * delete, password reset or change — which spares the session that made it), stops working at once: the
 * marks are read from Redis on every request; only the signature check is remembered (an identical
 * token string carries an identical signature), and an expired token is refused whatever was
 * remembered.
 */
@Injectable()
export class AccessTokens {
  private readonly jwt = new JwtService();
  private readonly keys: KeyObject[];
  private readonly verified = new LRUCache<string, AccessTokenClaims>({ max: VERIFIED_TOKENS });

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.keys = [config.JWT_PUBLIC_KEY, config.JWT_PREVIOUS_PUBLIC_KEY]
      .filter((pem): pem is string => Boolean(pem))
      .map((pem) => createPublicKey(pem));
  }

  /** The caller of an `Authorization: Bearer …` header, or null when it is missing, invalid, expired or revoked. */
  async authenticate(authorization: string | undefined): Promise<AuthUser | null> {
    const token = bearerToken(authorization);
    if (!token) return null;
    const claims = this.verify(token);
    if (!claims || claims.exp * 1000 <= Date.now()) return null;
    const [revoked, revokedBefore] = await this.redis.mget(
      authRedisKeys.revokedToken(claims.jti),
      authRedisKeys.revokedBefore(claims.sub),
    );
    if (revoked || isRevokedByMark(revokedBefore, claims)) return null;
    return {
      user_id: claims.sub,
      is_admin: claims.adm === true,
      jti: claims.jti,
      iat: claims.iat,
      exp: claims.exp,
      sv: claims.sv ?? 0,
    };
  }

  /**
   * Whether a token `authenticate` refused was ended by blocking its account: well signed, unexpired,
   * below the account's revocation mark while the account is blocked. Asked only on a refusal.
   */
  async endedByBlock(authorization: string | undefined): Promise<boolean> {
    const token = bearerToken(authorization);
    const claims = token ? this.verify(token) : null;
    if (!claims || claims.exp * 1000 <= Date.now()) return false;
    // Only the reason of a refusal already decided: Redis out of reach leaves the plain 401, never a 500.
    const marks = await this.redis
      .mget(authRedisKeys.revokedBefore(claims.sub), authRedisKeys.blocked(claims.sub))
      .catch(() => null);
    if (!marks) return false;
    const [revokedBefore, blocked] = marks;
    return blocked !== null && isRevokedByMark(revokedBefore, claims);
  }

  private verify(token: string): AccessTokenClaims | null {
    const known = this.verified.get(token);
    if (known) return known;
    for (const publicKey of this.keys) {
      try {
        const claims = this.jwt.verify<AccessTokenClaims>(token, {
          // jsonwebtoken takes a KeyObject (parsed once) where the typings only name PEM strings.
          publicKey: publicKey as unknown as string,
          algorithms: ['ES256'],
        });
        if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || !claims.sub || !claims.jti)
          return null;
        if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return null;
        if (claims.sv !== undefined && !Number.isSafeInteger(claims.sv)) return null;
        this.verified.set(token, claims);
        return claims;
      } catch {
        // not signed by this key, expired or malformed: try the previous key, then refuse
      }
    }
    return null;
  }
}

function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer +(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
