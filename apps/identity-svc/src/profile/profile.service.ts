import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ClientNetwork, PhotoUpdated, ProfileUpdateRequest, User as UserDto } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { ActivityService } from '../activity/activity.service.js';
import { GeoService } from '../geo/geo.service.js';
import { CredentialThrottle } from '../sessions/credential-throttle.service.js';
import { SessionRevocations } from '../sessions/session-revocations.repository.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import { userNotFound } from '../users/users.errors.js';
import { toUserDto, toUserSnapshot } from '../users/users.mapper.js';
import { UsersRepository } from '../users/users.repository.js';
import { currentPasswordWrong, photoKeyInvalid } from './profile.errors.js';

/** A relative object-storage key such as `storage/users/<id>/<uuid>.webp`: no scheme, no `..`. */
const photoKeyPattern = /^(?!\/)(?!.*\.\.)[A-Za-z0-9._\-/]+$/;

@Injectable()
export class ProfileService {
  constructor(
    private readonly orm: MikroORM,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly geo: GeoService,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly activity: ActivityService,
    private readonly revocations: SessionRevocations,
    private readonly credentials: CredentialThrottle,
  ) {}

  /**
   * Name, place and gender; and the password when the change-password block was filled (the
   * current one must match, and wrong ones count in the login throttle of the account and the
   * caller's `network`). A password change ends every other session of the account, even one
   * started in the same second; the session in use (`jti`) keeps working. As with a reset, the
   * revocation is written before the commit — if Redis fails, nothing changes — and again after it.
   */
  async update(
    userId: string,
    body: ProfileUpdateRequest,
    jti?: string,
    network?: ClientNetwork,
  ): Promise<{ user: UserDto }> {
    const em = this.orm.em.fork();
    const user = await this.users.findById(em, userId);
    if (!user) throw userNotFound();
    const location = this.geo.resolveLocation(body);
    await this.activity.assertCityChangeAllowed(em, user, location.city_id);
    const now = this.clock.now();

    let passwordChanged = false;
    if (body.new_password) {
      const attempt = await this.credentials.attempt(em, {
        email: user.email,
        network,
        check: 'current_password',
      });
      if (!(await this.passwords.verify(user.passwordHash, body.current_password ?? ''))) {
        this.credentials.failed(attempt);
        throw currentPasswordWrong();
      }
      await this.credentials.succeeded(attempt);
      user.passwordHash = await this.passwords.hash(body.new_password);
      this.outbox.add(em, 'user.password_changed', { user_id: user.id, at: now.toISOString() });
      passwordChanged = true;
    }
    user.name = body.name;
    user.surname = body.surname;
    user.state = location.state;
    user.city = location.city;
    user.cityId = location.city_id;
    user.gender = body.gender ?? null;
    user.updatedAt = now;
    this.outbox.add(em, 'user.profile_updated', toUserSnapshot(user));
    await em.begin();
    try {
      await em.flush();
      if (passwordChanged) await this.revocations.endSessions(user.id, jti);
      await em.commit();
    } catch (error) {
      await em.rollback();
      throw error;
    }
    if (passwordChanged) await this.revocations.endSessions(user.id, jti);
    return { user: toUserDto(user) };
  }

  /**
   * The gateway has already checked, re-encoded and stored the photo; only its key arrives. The
   * answer names the photo it replaced, read under the row's lock, so the gateway deletes exactly
   * that one even when two uploads cross.
   */
  async updatePhoto(userId: string, photoKey: string): Promise<PhotoUpdated> {
    if (!photoKeyPattern.test(photoKey)) throw photoKeyInvalid();
    return this.orm.em.fork().transactional(async (em) => {
      const user = await this.users.findByIdForUpdate(em, userId);
      if (!user) throw userNotFound();
      const replaced = user.photo && user.photo !== photoKey ? user.photo : null;
      user.photo = photoKey;
      user.updatedAt = this.clock.now();
      this.outbox.add(em, 'user.profile_updated', toUserSnapshot(user));
      await em.flush();
      return { user: toUserDto(user), replaced_photo: replaced };
    });
  }
}
