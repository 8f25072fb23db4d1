import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokenClaims } from '@encontro/contracts';
import { type KeyObject, createPrivateKey, randomUUID, sign } from 'node:crypto';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** Issues ES256 access tokens (RFC 7519) with the times of the Clock; the gateway verifies them. */
@Injectable()
export class AccessTokenService {
  private readonly key: KeyObject;
  private readonly keyId: string;

  constructor(@Inject(IDENTITY_CONFIG) config: Pick<IdentityConfig, 'JWT_PRIVATE_KEY' | 'JWT_KEY_ID'>) {
    this.key = loadSigningKey(config.JWT_PRIVATE_KEY);
    this.keyId = config.JWT_KEY_ID;
  }

  /** `sessionVersion`: the user's, read before the password was checked (SessionRevocations). */
  issue(
    user: { id: string; isAdmin: boolean },
    now: Date,
    sessionVersion: number,
  ): { token: string; claims: AccessTokenClaims } {
    const iat = Math.floor(now.getTime() / 1000);
    const claims: AccessTokenClaims = {
      sub: user.id,
      jti: randomUUID(),
      adm: user.isAdmin,
      iat,
      exp: iat + ACCESS_TOKEN_TTL_SECONDS,
      sv: sessionVersion,
    };
    const header = { alg: 'ES256', typ: 'JWT', kid: this.keyId };
    const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
    // JWS wants the raw r||s signature (IEEE P1363), not DER.
    const signature = sign('sha256', Buffer.from(input), { key: this.key, dsaEncoding: 'ieee-p1363' });
    return { token: `${input}.${base64url(signature)}`, claims };
  }
}

/** Fails at start, naming the variable, when JWT_PRIVATE_KEY is not an EC P-256 private key. */
export function loadSigningKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch (error) {
    throw new Error(`JWT_PRIVATE_KEY: not a readable PEM private key (${(error as Error).message})`);
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('JWT_PRIVATE_KEY: ES256 needs an EC P-256 (prime256v1) private key');
  }
  return key;
}
