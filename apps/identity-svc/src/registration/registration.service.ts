import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  type ClientNetwork,
  type MessageResponse,
  type RegisterRequest,
  type SuccessResponse,
  registrationMessages,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { countAuthEvent } from '@encontro/server-observability';
import { AccountMail } from '../account-mail/account-mail.service.js';
import { AfterAnswer } from '../account-mail/after-answer.service.js';
import { isUsable } from '../account-tokens/account-token.util.js';
import { AccountTokensRepository } from '../account-tokens/account-tokens.repository.js';
import { GeoService } from '../geo/geo.service.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import { toUserSnapshot } from '../users/users.mapper.js';
import { UsersRepository, normalizeEmail } from '../users/users.repository.js';
import { emailDomain, isDisposableDomain } from './disposable-email.util.js';
import { emailDisposable, emailTaken, verificationLinkInvalid } from './registration.errors.js';

/** SPEC §1: the verification link expires in 24 hours. */
export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export type VerificationResult = Required<SuccessResponse>;

@Injectable()
export class RegistrationService {
  constructor(
    private readonly orm: MikroORM,
    private readonly users: UsersRepository,
    private readonly tokens: AccountTokensRepository,
    private readonly passwords: PasswordHasher,
    private readonly geo: GeoService,
    private readonly mail: AccountMail,
    private readonly afterAnswer: AfterAnswer,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /**
   * A filled honeypot gets the success answer and changes nothing; a disposable e-mail domain (or a
   * subdomain of one) is refused on `email`. `user.registered` carries the registration's network
   * and e-mail domain for indication-svc's vote integrity; identity-svc keeps neither.
   */
  async register(body: RegisterRequest, network?: ClientNetwork): Promise<MessageResponse> {
    if (body.honeypot) return { message: registrationMessages.registered };
    const domain = emailDomain(body.email);
    if (isDisposableDomain(domain)) {
      countAuthEvent('signup_disposable_email');
      throw emailDisposable();
    }
    const location = this.geo.resolveLocation(body);
    const em = this.orm.em.fork();
    if (await this.users.findByEmail(em, body.email)) throw emailTaken();

    const passwordHash = await this.passwords.hash(body.password);
    const now = this.clock.now();
    try {
      // The account, its event and its verification e-mail commit together (the hashing above ran
      // outside the transaction).
      await this.orm.em.fork().transactional(async (tx) => {
        const user = this.users.add(
          tx,
          {
            name: body.first_name,
            surname: body.last_name,
            email: body.email,
            passwordHash,
            state: location.state,
            city: location.city,
            cityId: location.city_id,
            gender: body.gender ?? null,
          },
          now,
        );
        const token = this.tokens.issue(tx, user.id, 'email_verification', now, VERIFICATION_TOKEN_TTL_MS);
        this.outbox.add(tx, 'user.registered', {
          ...toUserSnapshot(user),
          created_at: now.toISOString(),
          signup: { network: network ?? null, email_domain: domain },
        });
        await this.mail.queueVerification(tx, user, token);
      });
    } catch (error) {
      // Two registrations of one e-mail at the same moment: the unique index decides.
      if (error instanceof UniqueConstraintViolationException) throw emailTaken();
      throw error;
    }
    return { message: registrationMessages.registered };
  }

  /**
   * Any link of an account that is already verified answers `already_verified` (a second click on
   * the same e-mail); an unknown, foreign, used or expired link is refused on `token`.
   */
  async verifyEmail(token: string, email?: string): Promise<VerificationResult> {
    return this.orm.em.fork().transactional(async (em) => {
      const row = await this.tokens.findForUpdate(em, token, 'email_verification');
      const user = row ? await this.users.findById(em, row.user) : null;
      if (!row || !user || (email && normalizeEmail(email) !== user.email)) throw verificationLinkInvalid();
      if (user.emailVerifiedAt)
        return { success: true, already_verified: true, message: registrationMessages.alreadyVerified };

      const now = this.clock.now();
      if (!isUsable(row, now)) throw verificationLinkInvalid();
      row.usedAt = now;
      user.emailVerifiedAt = now;
      user.updatedAt = now;
      this.outbox.add(em, 'user.verified', { user_id: user.id, verified_at: now.toISOString() });
      return { success: true, already_verified: false, message: registrationMessages.verified };
    });
  }

  /**
   * The same answer, in the same time, whether the e-mail is unknown, verified or blocked: it is
   * given before the account is even looked up; only a pending account then gets a new link.
   */
  async resendValidation(email: string): Promise<SuccessResponse> {
    this.afterAnswer.run('resend-validation', () => this.sendNewVerification(email));
    return { success: true, message: registrationMessages.resent };
  }

  private async sendNewVerification(email: string): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const user = await this.users.findByEmail(em, email);
      if (!user || user.emailVerifiedAt || user.blocked) return;
      const token = this.tokens.issue(
        em,
        user.id,
        'email_verification',
        this.clock.now(),
        VERIFICATION_TOKEN_TTL_MS,
      );
      await this.mail.queueVerification(em, user, token);
    });
  }
}
