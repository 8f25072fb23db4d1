import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type EventPayload,
  accountMessages,
  eventPayloads,
  geoMessages,
  registerSchema,
  registrationMessages,
} from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { DomainError } from '@encontro/server-messaging';
import {
  type Mocked,
  clockAt,
  expectNotCalled,
  expectRefusal,
  ormForking,
  serviceUnderTest,
} from '@encontro/testing/unit';
import { deferredAfterAnswer } from '../../test/support/doubles.js';
import { accountTokenFactory, userFactory } from '../../test/support/factories.js';
import { AccountMail } from '../account-mail/account-mail.service.js';
import type { AfterAnswer } from '../account-mail/after-answer.service.js';
import type { AccountToken } from '../account-tokens/account-token.entity.js';
import { AccountTokensRepository } from '../account-tokens/account-tokens.repository.js';
import { GeoService } from '../geo/geo.service.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import type { User } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import { RegistrationService, VERIFICATION_TOKEN_TTL_MS } from './registration.service.js';

const NOW = new Date('2026-11-24T13:00:00Z');
const LOCATION = { state: 'São Paulo', city: 'São Paulo', city_id: '3550308' };
const NETWORK = 'Qm9hVmlzdGFSZWRlMDAwMQ';
/** The refusal of a verification link that does not verify (unknown, foreign, used or expired). */
const linkInvalid = { reason: 'VERIFICATION_LINK_INVALID', message: accountMessages.verificationLinkInvalid };

/** A body as the contract hands it over. */
const body = (overrides: Record<string, unknown> = {}) =>
  registerSchema.parse({
    first_name: 'Ana',
    last_name: 'Souza',
    email: 'Ana.Souza@Example.com',
    state: 'SP',
    city_id: '3550308',
    gender: 'F',
    password: 'Segredo1',
    password_confirmation: 'Segredo1',
    terms_accepted: true,
    ...overrides,
  });

type Transactional = (work: (tx: EntityManager) => Promise<unknown>) => Promise<unknown>;

describe(RegistrationService.name, () => {
  /** What `orm.em.fork()` gives: reads outside a transaction, and the door into one. */
  let em: EntityManager & { transactional: jest.Mock<Transactional> };
  /** The transaction's unit of work. */
  const tx = { name: 'transaction' } as unknown as EntityManager;
  let afterAnswer: Mocked<AfterAnswer>;
  /** Runs the work handed to AfterAnswer, as it would once the answer is out. */
  let runAfterwards: () => Promise<void>;

  // Before serviceUnderTest's own beforeEach, so that the service is built on this test's `em` and AfterAnswer.
  beforeEach(() => {
    em = {
      transactional: jest.fn((work: (tx: EntityManager) => Promise<unknown>) => work(tx)),
    } as unknown as EntityManager & { transactional: jest.Mock<Transactional> };
    ({ afterAnswer, runAfterwards } = deferredAfterAnswer());
  });

  const t = serviceUnderTest(RegistrationService, () => ({
    orm: ormForking(em),
    users: UsersRepository,
    tokens: AccountTokensRepository,
    passwords: PasswordHasher,
    geo: GeoService,
    mail: AccountMail,
    afterAnswer,
    outbox: Outbox,
    clock: clockAt(NOW),
  }));

  /** `link` as the token lookup finds it (locked), and `user` as the account it belongs to. */
  const presented = (link: AccountToken, user: User | null) => {
    t.tokens.findForUpdate.mockResolvedValue(link);
    t.users.findById.mockResolvedValue(user);
  };

  beforeEach(() => {
    t.geo.resolveLocation.mockReturnValue(LOCATION);
    t.users.findByEmail.mockResolvedValue(null);
    t.users.add.mockImplementation((_em, data, now) =>
      userFactory({
        ...data,
        email: data.email.toLowerCase(),
        emailVerifiedAt: null,
        createdAt: now,
        updatedAt: now,
      }),
    );
    t.passwords.hash.mockResolvedValue('argon2-hash');
    t.tokens.issue.mockReturnValue('clear-token');
    t.outbox.add.mockReturnValue('event');
    t.mail.queueVerification.mockResolvedValue(undefined);
  });

  describe('registering', () => {
    it('stores the account under the official place names with the hashed password', async () => {
      const result = await t.sut.register(body());

      expect(t.geo.resolveLocation).toHaveBeenCalledWith(
        expect.objectContaining({ state: 'SP', city_id: '3550308' }),
      );
      expect(t.passwords.hash).toHaveBeenCalledWith('Segredo1');
      expect(t.users.add).toHaveBeenCalledWith(
        tx,
        {
          name: 'Ana',
          surname: 'Souza',
          email: 'Ana.Souza@Example.com',
          passwordHash: 'argon2-hash',
          state: 'São Paulo',
          city: 'São Paulo',
          cityId: '3550308',
          gender: 'F',
        },
        NOW,
      );
      expect(result).toEqual({ message: registrationMessages.registered });
    });

    it('issues a 24-hour verification link and queues its e-mail in the same transaction', async () => {
      await t.sut.register(body());

      const user = t.users.add.mock.results[0]!.value as User;
      expect(t.tokens.issue).toHaveBeenCalledWith(
        tx,
        user.id,
        'email_verification',
        NOW,
        VERIFICATION_TOKEN_TTL_MS,
      );
      expect(VERIFICATION_TOKEN_TTL_MS).toBe(24 * 60 * 60 * 1000);
      expect(t.mail.queueVerification).toHaveBeenCalledWith(tx, user, 'clear-token');
    });

    it('announces the new account with its snapshot and creation instant in the same transaction', async () => {
      await t.sut.register(body());

      const user = t.users.add.mock.results[0]!.value as User;
      const payload: EventPayload<'user.registered'> = {
        user_id: user.id,
        name: 'Ana',
        surname: 'Souza',
        email: 'ana.souza@example.com',
        ...LOCATION,
        gender: 'F',
        photo: null,
        is_admin: false,
        created_at: NOW.toISOString(),
        signup: { network: null, email_domain: 'example.com' },
      };
      expect(t.outbox.add).toHaveBeenCalledWith(tx, 'user.registered', payload);
      expect(eventPayloads['user.registered'].safeParse(payload).success).toBe(true);
    });

    it('tells the registration’s network and lower-cased e-mail domain in user.registered, storing neither', async () => {
      await t.sut.register(body({ email: 'Bia@Correio.COM.br' }), NETWORK);

      const payload = t.outbox.add.mock.calls.find(([, name]) => name === 'user.registered')?.[2];
      expect(payload).toMatchObject({ signup: { network: NETWORK, email_domain: 'correio.com.br' } });
      expect(eventPayloads['user.registered'].parse(payload)).toMatchObject({
        signup: { network: NETWORK, email_domain: 'correio.com.br' },
      });
      expect(t.users.add.mock.calls[0]![1]).not.toHaveProperty('network');
    });

    it('refuses a disposable e-mail domain on the e-mail field, looking nothing up and storing nothing', async () => {
      await expectRefusal(
        t.sut.register(body({ email: 'ana@mailinator.com' })),
        'EMAIL_DISPOSABLE',
        registrationMessages.emailDisposable,
        { email: [registrationMessages.emailDisposable] },
      );
      expectNotCalled(t.users.findByEmail, t.passwords.hash, em.transactional, t.outbox.add);
    });

    it('refuses a subdomain of a disposable domain the same way', async () => {
      await expect(t.sut.register(body({ email: 'ana@caixa.yopmail.com' }))).rejects.toMatchObject({
        reason: 'EMAIL_DISPOSABLE',
      });
      expect(em.transactional).not.toHaveBeenCalled();
    });

    it('hashes the password before the transaction opens', async () => {
      await t.sut.register(body());

      expect(t.passwords.hash.mock.invocationCallOrder[0]).toBeLessThan(
        em.transactional.mock.invocationCallOrder[0]!,
      );
    });

    it('stores no gender when none was given', async () => {
      await t.sut.register(body({ gender: '' }));

      expect(t.users.add).toHaveBeenCalledWith(tx, expect.objectContaining({ gender: null }), NOW);
    });

    it('answers a filled honeypot with the success message and looks at nothing', async () => {
      const result = await t.sut.register(body({ honeypot: 'http://spam.example' }));

      expect(result).toEqual({ message: registrationMessages.registered });
      expectNotCalled(t.geo.resolveLocation, t.users.findByEmail, t.passwords.hash, em.transactional);
    });

    it('refuses an e-mail that already has an account, on the e-mail field and before hashing', async () => {
      t.users.findByEmail.mockResolvedValue(userFactory({ email: 'ana.souza@example.com' }));

      await expectRefusal(t.sut.register(body()), 'EMAIL_TAKEN', registrationMessages.emailTaken, {
        email: [registrationMessages.emailTaken],
      });
      expect(t.users.findByEmail).toHaveBeenCalledWith(em, 'Ana.Souza@Example.com');
      expectNotCalled(t.passwords.hash, em.transactional);
    });

    it('refuses a place outside the geo data before looking the e-mail up', async () => {
      t.geo.resolveLocation.mockImplementation(() => {
        throw new DomainError('CITY_NOT_IN_STATE', geoMessages.cityNotInState, {
          city_id: [geoMessages.cityNotInState],
        });
      });

      await expectRefusal(t.sut.register(body()), 'CITY_NOT_IN_STATE', geoMessages.cityNotInState);
      expectNotCalled(t.users.findByEmail, em.transactional);
    });

    it('answers a registration that lost the race for its e-mail to the unique index as e-mail taken', async () => {
      em.transactional.mockRejectedValue(new UniqueConstraintViolationException(new Error('duplicate key')));

      await expectRefusal(t.sut.register(body()), 'EMAIL_TAKEN', registrationMessages.emailTaken);
    });

    it('lets any other failure of the transaction through as it is', async () => {
      const failure = new Error('connection reset');
      t.mail.queueVerification.mockRejectedValue(failure);

      await expect(t.sut.register(body())).rejects.toBe(failure);
    });
  });

  describe('verifying the e-mail', () => {
    const pending = () => userFactory({ email: 'ana.souza@example.com', emailVerifiedAt: null });

    it('verifies the account, uses the link up and announces it', async () => {
      const user = pending();
      const link = accountTokenFactory({ user: user.id, createdAt: new Date('2026-11-24T00:00:00Z') });
      presented(link, user);

      const result = await t.sut.verifyEmail('clear-token');

      expect(t.tokens.findForUpdate).toHaveBeenCalledWith(tx, 'clear-token', 'email_verification');
      expect(t.users.findById).toHaveBeenCalledWith(tx, user.id);
      expect(result).toEqual({
        success: true,
        already_verified: false,
        message: registrationMessages.verified,
      });
      expect(link.usedAt).toEqual(NOW);
      expect(user.emailVerifiedAt).toEqual(NOW);
      expect(user.updatedAt).toEqual(NOW);
      expect(t.outbox.add).toHaveBeenCalledWith(tx, 'user.verified', {
        user_id: user.id,
        verified_at: NOW.toISOString(),
      });
    });

    it('accepts the e-mail of the link in any case and with spaces around it', async () => {
      const user = pending();
      presented(accountTokenFactory({ user: user.id, createdAt: NOW }), user);

      const result = await t.sut.verifyEmail('clear-token', '  ANA.Souza@example.COM ');

      expect(result.already_verified).toBe(false);
      expect(user.emailVerifiedAt).toEqual(NOW);
    });

    it('answers already verified for any link of a verified account, even a used one, changing nothing', async () => {
      const verifiedAt = new Date('2026-11-20T10:00:00Z');
      const user = userFactory({ emailVerifiedAt: verifiedAt });
      const link = accountTokenFactory({ user: user.id, usedAt: verifiedAt, createdAt: verifiedAt });
      presented(link, user);

      const result = await t.sut.verifyEmail('clear-token');

      expect(result).toEqual({
        success: true,
        already_verified: true,
        message: registrationMessages.alreadyVerified,
      });
      expect(link.usedAt).toEqual(verifiedAt);
      expect(user.emailVerifiedAt).toEqual(verifiedAt);
      expect(t.outbox.add).not.toHaveBeenCalled();
    });

    it('refuses an unknown link on the token field without looking for an account', async () => {
      t.tokens.findForUpdate.mockResolvedValue(null);

      await expectRefusal(
        t.sut.verifyEmail('forged'),
        'VERIFICATION_LINK_INVALID',
        accountMessages.verificationLinkInvalid,
        { token: [accountMessages.verificationLinkInvalid] },
      );
      expectNotCalled(t.users.findById, t.outbox.add);
    });

    it('refuses a link whose account is gone', async () => {
      presented(accountTokenFactory({ createdAt: NOW }), null);

      await expect(t.sut.verifyEmail('clear-token')).rejects.toMatchObject(linkInvalid);
      expect(t.outbox.add).not.toHaveBeenCalled();
    });

    it('refuses a link presented with another account’s e-mail, even when the account is verified', async () => {
      const user = userFactory({ email: 'ana.souza@example.com' });
      presented(accountTokenFactory({ user: user.id, createdAt: NOW }), user);

      await expect(t.sut.verifyEmail('clear-token', 'bia@example.com')).rejects.toMatchObject(linkInvalid);
    });

    it('refuses a link at the very instant it expires, leaving the account unverified', async () => {
      const user = pending();
      const link = accountTokenFactory({
        user: user.id,
        createdAt: new Date(NOW.getTime() - VERIFICATION_TOKEN_TTL_MS),
      });
      expect(link.expiresAt).toEqual(NOW);
      presented(link, user);

      await expect(t.sut.verifyEmail('clear-token')).rejects.toMatchObject(linkInvalid);
      expect(user.emailVerifiedAt).toBeNull();
      expect(link.usedAt).toBeNull();
      expect(t.outbox.add).not.toHaveBeenCalled();
    });

    it('refuses a used link of an account that is not verified', async () => {
      const user = pending();
      const usedAt = new Date('2026-11-24T12:00:00Z');
      presented(accountTokenFactory({ user: user.id, createdAt: usedAt, usedAt }), user);

      await expect(t.sut.verifyEmail('clear-token')).rejects.toMatchObject(linkInvalid);
      expect(user.emailVerifiedAt).toBeNull();
    });
  });

  describe('resending the verification link', () => {
    it('answers at once, before the account is looked up', async () => {
      const result = await t.sut.resendValidation('ana@example.com');

      expect(result).toEqual({ success: true, message: registrationMessages.resent });
      expect(t.afterAnswer.run).toHaveBeenCalledWith('resend-validation', expect.any(Function));
      expectNotCalled(t.users.findByEmail, em.transactional);
    });

    it('then sends a pending account a new 24-hour link', async () => {
      const user = userFactory({ emailVerifiedAt: null });
      t.users.findByEmail.mockResolvedValue(user);

      await t.sut.resendValidation(user.email);
      await runAfterwards();

      expect(t.users.findByEmail).toHaveBeenCalledWith(tx, user.email);
      expect(t.tokens.issue).toHaveBeenCalledWith(
        tx,
        user.id,
        'email_verification',
        NOW,
        VERIFICATION_TOKEN_TTL_MS,
      );
      expect(t.mail.queueVerification).toHaveBeenCalledWith(tx, user, 'clear-token');
    });

    it.each([
      ['an unknown e-mail', null],
      ['a verified account', userFactory()],
      ['a blocked account', userFactory({ emailVerifiedAt: null, blocked: true })],
    ])('then sends nothing to %s', async (_case, user) => {
      t.users.findByEmail.mockResolvedValue(user);

      const result = await t.sut.resendValidation('ana@example.com');
      await runAfterwards();

      expect(result).toEqual({ success: true, message: registrationMessages.resent });
      expectNotCalled(t.tokens.issue, t.mail.queueVerification);
    });
  });
});
