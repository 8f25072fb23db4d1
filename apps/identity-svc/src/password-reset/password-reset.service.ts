import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type ResetPasswordRequest, type SuccessResponse, passwordResetMessages } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { AccountMail } from '../account-mail/account-mail.service.js';
import { AfterAnswer } from '../account-mail/after-answer.service.js';
import { isUsable } from '../account-tokens/account-token.util.js';
import { AccountTokensRepository } from '../account-tokens/account-tokens.repository.js';
import { LoginThrottle } from '../sessions/login-throttle.repository.js';
import { SessionRevocations } from '../sessions/session-revocations.repository.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { resetLinkInvalid } from './password-reset.errors.js';

/** A reset link is short-lived: 1 hour (OWASP's advice for reset tokens; SPEC does not say). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly orm: MikroORM,
    private readonly users: UsersRepository,
    private readonly tokens: AccountTokensRepository,
    private readonly passwords: PasswordHasher,
    private readonly revocations: SessionRevocations,
    private readonly mail: AccountMail,
    private readonly afterAnswer: AfterAnswer,
    private readonly loginThrottle: LoginThrottle,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /**
   * The same answer, in the same time, whether or not the e-mail belongs to an account: it is given
   * before the account is looked up, and the link (never for a blocked account) is stored in the
   * mail outbox afterwards.
   */
  async request(email: string): Promise<SuccessResponse> {
    this.afterAnswer.run('password reset request', () => this.sendResetLink(email));
    return { success: true, message: passwordResetMessages.requested };
  }

  private async sendResetLink(email: string): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const user = await this.users.findByEmail(em, email);
      if (!user || user.blocked) return;
      const token = this.tokens.issue(em, user.id, 'password_reset', this.clock.now(), RESET_TOKEN_TTL_MS);
      await this.mail.queuePasswordReset(em, user, token);
    });
  }

  /**
   * Sets the new password, uses up every reset link of the account, verifies its e-mail if it was
   * not yet (the link was read in that mailbox) and ends every session, even one started in this
   * very second. The revocation is written before the commit — if Redis fails, nothing changes — and
   * again after it.
   */
  async reset({ token, password }: ResetPasswordRequest): Promise<SuccessResponse> {
    const userId = await this.orm.em.fork().transactional(async (em) => {
      const now = this.clock.now();
      const row = await this.tokens.findForUpdate(em, token, 'password_reset');
      const user = row && isUsable(row, now) ? await this.users.findById(em, row.user) : null;
      if (!row || !user || user.blocked) throw resetLinkInvalid();

      // Hashed only for a good link, so forged tokens cost no argon2 time.
      user.passwordHash = await this.passwords.hash(password);
      user.updatedAt = now;
      await this.tokens.useAll(em, user.id, 'password_reset', now);
      this.outbox.add(em, 'user.password_changed', { user_id: user.id, at: now.toISOString() });
      // The link reached the mailbox, which is what verifying the e-mail proves.
      if (!user.emailVerifiedAt) {
        user.emailVerifiedAt = now;
        await this.tokens.useAll(em, user.id, 'email_verification', now);
        this.outbox.add(em, 'user.verified', { user_id: user.id, verified_at: now.toISOString() });
      }
      await em.flush();
      await this.revocations.endSessions(user.id);
      // Whoever proved they own the mailbox may sign in again at once.
      await this.loginThrottle.reset(user.email);
      return user.id;
    });
    await this.revocations.endSessions(userId);
    return { success: true, message: passwordResetMessages.done };
  }
}
