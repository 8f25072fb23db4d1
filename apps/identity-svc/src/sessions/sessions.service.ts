import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
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
import { LoginThrottle } from './login-throttle.repository.js';
import { SessionRevocations } from './session-revocations.repository.js';
import {
  emailNotVerified,
  invalidCredentials,
  tooManyLoginFailures,
  userBlocked,
} from './sessions.errors.js';

@Injectable()
export class SessionsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly tokens: AccessTokenService,
    private readonly revocations: SessionRevocations,
    private readonly throttle: LoginThrottle,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /**
   * The password is checked first, so that only its owner learns that an account is blocked or
   * unverified; an unknown e-mail costs the same time and gets the same answer as a wrong password.
   * After LOGIN_MAX_FAILURES failures in the window, whatever their addresses, the e-mail — known
   * or not — is refused with the rate-limit answer until the window ends.
   */
  async login({ email, password }: LoginRequest): Promise<LoginResponse> {
    if (!(await this.throttle.attempt(email))) throw tooManyLoginFailures();
    const em = this.orm.em.fork();
    const user = await this.users.findByEmail(em, email);
    if (!user) {
      await this.passwords.verifyNothing(password);
      throw invalidCredentials();
    }
    if (!(await this.passwords.verify(user.passwordHash, password))) throw invalidCredentials();
    await this.throttle.reset(email);
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
    // Token lifetimes are security, not a weekly rule: real time, so moving the dev clock logs nobody out.
    const { token } = this.tokens.issue(user, new Date());
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
