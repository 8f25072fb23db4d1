import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ResetPasswordRequest, SuccessResponse } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { AccountMail } from '../account-mail/account-mail.service.js';
import { isUsable } from '../account-tokens/account-token.util.js';
import { AccountTokensRepository } from '../account-tokens/account-tokens.repository.js';
import { SessionRevocations } from '../sessions/session-revocations.repository.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { passwordResetMessages, resetLinkInvalid } from './password-reset.errors.js';

/** A reset link is short-lived: 1 hour (OWASP's advice for reset tokens; SPEC does not say). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(AccountTokensRepository) private readonly tokens: AccountTokensRepository,
    @Inject(PasswordHasher) private readonly passwords: PasswordHasher,
    @Inject(SessionRevocations) private readonly revocations: SessionRevocations,
    @Inject(AccountMail) private readonly mail: AccountMail,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** The same answer whether or not the e-mail belongs to an account (blocked accounts get no link). */
  async request(email: string): Promise<SuccessResponse> {
    const em = this.orm.em.fork();
    const user = await this.users.findByEmail(em, email);
    if (user && !user.blocked) {
      const token = this.tokens.issue(em, user.id, 'password_reset', this.clock.now(), RESET_TOKEN_TTL_MS);
      await em.flush();
      this.mail.sendPasswordReset({ email: user.email, name: user.name }, token);
    }
    return { success: true, message: passwordResetMessages.requested };
  }

  /**
   * Sets the new password, uses up every reset link of the account and ends every session issued
   * before now. The revocation is written before the commit: if Redis fails, nothing changes.
   */
  async reset({ token, password }: ResetPasswordRequest): Promise<SuccessResponse> {
    await this.orm.em.fork().transactional(async (em) => {
      const now = this.clock.now();
      const row = await this.tokens.findForUpdate(em, token, 'password_reset');
      const user = row && isUsable(row, now) ? await this.users.findById(em, row.user) : null;
      if (!row || !user || user.blocked) throw resetLinkInvalid();

      // Hashed only for a good link, so forged tokens cost no argon2 time.
      user.passwordHash = await this.passwords.hash(password);
      user.updatedAt = now;
      await this.tokens.useAll(em, user.id, 'password_reset', now);
      this.outbox.add(em, 'user.password_changed', { user_id: user.id, at: now.toISOString() });
      await em.flush();
      // Compared with the tokens' iat, which is real time (see SessionsService.login).
      await this.revocations.revokeAllBefore(user.id, Math.floor(Date.now() / 1000));
    });
    return { success: true, message: passwordResetMessages.done };
  }
}
