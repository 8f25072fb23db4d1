import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { type AccessTokenClaims, authRedisKeys, isRevokedByMark } from '@encontro/contracts';
import { REDIS } from '@encontro/server-redis';
import type { Redis } from 'ioredis';
import { JwtService } from '@nestjs/jwt';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import type { AuthUser } from './auth-user.js';

/**
 * Bearer JWT (ES256, verified with identity-svc's public key). A token revoked by logout, or issued
 * before the user's revocation mark (block, delete, password reset or change — which spares the
 * session that made it), stops working at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      ...verificationKeys(config),
      algorithms: ['ES256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthUser | false> {
    if (!claims.sub || !claims.jti) return false;
    const [revoked, revokedBefore] = await this.redis.mget(
      authRedisKeys.revokedToken(claims.jti),
      authRedisKeys.revokedBefore(claims.sub),
    );
    if (revoked) return false;
    if (isRevokedByMark(revokedBefore, claims)) return false;
    return {
      user_id: claims.sub,
      is_admin: claims.adm === true,
      jti: claims.jti,
      iat: claims.iat,
      exp: claims.exp,
    };
  }
}

/**
 * One public key, or — during a rotation — the current and the previous one: the token is verified
 * with whichever of them signed it, so people signed in before the rotation stay signed in.
 */
function verificationKeys(config: GatewayConfig) {
  const previous = config.JWT_PREVIOUS_PUBLIC_KEY;
  if (!previous) return { secretOrKey: config.JWT_PUBLIC_KEY };
  const keys = [config.JWT_PUBLIC_KEY, previous];
  const verifier = new JwtService();
  return {
    secretOrKeyProvider: (
      _request: unknown,
      rawToken: string,
      done: (error: Error | null, key?: string) => void,
    ) => {
      const signer = keys.find((key) => {
        try {
          verifier.verify(rawToken, { publicKey: key, algorithms: ['ES256'], ignoreExpiration: true });
          return true;
        } catch {
          return false;
        }
      });
      // No key verifies it: hand over the current one and let passport-jwt refuse the token.
      done(null, signer ?? config.JWT_PUBLIC_KEY);
    },
  };
}
