import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  type ClientNetwork,
  type LoginRequest,
  type LoginResponse,
  type MessageResponse,
  type User as UserDto,
  sessionMessages,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { PasswordHasher } from '../users/password-hasher.service.js';
import { userNotFound } from '../users/users.errors.js';
import { toUserDto } from '../users/users.mapper.js';
import { UsersRepository } from '../users/users.repository.js';
import { AccessTokenService } from './access-token.service.js';
import { CredentialThrottle } from './credential-throttle.service.js';
import { KnownNetworksRepository } from './known-networks.repository.js';
import { SessionRevocations } from './session-revocations.repository.js';
import { emailNotVerified, invalidCredentials, userBlocked } from './sessions.errors.js';

@Injectable()
export class SessionsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly tokens: AccessTokenService,
    private readonly revocations: SessionRevocations,
    private readonly credentials: CredentialThrottle,
    private readonly knownNetworks: KnownNetworksRepository,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /**
   * The password is checked first, so that only its owner learns that an account is blocked or
   * unverified; an unknown e-mail costs the same time and gets the same answer as a wrong password.
   * Failures lock the e-mail — known or not — on the network they come from, and enough of them from
   * all networks lock it everywhere but the networks where the account logged in lately
   * (CredentialThrottle): a locked attempt gets the rate-limit answer until the window ends. A login
   * without a network (an older gateway) counts in one shared bucket.
   */
  async login({ email, password }: LoginRequest, network?: ClientNetwork): Promise<LoginResponse> {
    const em = this.orm.em.fork();
    const attempt = await this.credentials.attempt(em, { email, network, check: 'login' });
    // Read before the password hash: a password change or block committing after this read raises the version again.
    const sessionVersion = attempt.userId ? await this.revocations.sessionVersion(attempt.userId) : 0;
    const user = await this.users.findByEmail(em, email);
    if (!user || user.id !== attempt.userId) {
      await this.passwords.verifyNothing(password);
      this.credentials.failed(attempt);
      throw invalidCredentials();
    }
    if (!(await this.passwords.verify(user.passwordHash, password))) {
      this.credentials.failed(attempt);
      throw invalidCredentials();
    }
    await this.credentials.succeeded(attempt);
    if (user.blocked) throw userBlocked();
    if (!user.emailVerifiedAt) throw emailNotVerified();

    const now = this.clock.now();
    if (this.passwords.needsRehash(user.passwordHash))
      user.passwordHash = await this.passwords.hash(password);
    user.lastLoginAt = now;
    this.outbox.add(em, 'user.logged_in', { user_id: user.id, at: now.toISOString() });
    // One flush = one transaction: the user row and its event commit together. The slow hashing
    // above ran without holding a transaction open.
    await em.flush();
    if (network) await this.knownNetworks.remember(em, user.id, network, now);
    // Token lifetimes are security, not a weekly rule: real time, so moving the dev clock logs nobody out.
    const { token } = this.tokens.issue(user, new Date(), sessionVersion);
    return { token, user: toUserDto(user) };
  }

  /** The token stops working at once: its id is revoked until it would have expired. */
  async logout({ jti, exp }: { jti: string; exp: number }): Promise<MessageResponse> {
    const nowSeconds = Math.floor(Date.now() / 1000);
    await this.revocations.revokeToken(jti, exp - nowSeconds);
    return { message: sessionMessages.loggedOut };
  }

  async me(userId: string): Promise<{ user: UserDto }> {
    const user = await this.users.findById(this.orm.em.fork(), userId);
    if (!user) throw userNotFound();
    return { user: toUserDto(user) };
  }
}
