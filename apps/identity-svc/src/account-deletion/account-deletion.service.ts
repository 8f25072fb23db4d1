import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type MessageResponse, personPhotoPrefixes, userLifecycleMessages } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox, adminActionPerformed } from '@encontro/server-events';
import { MailOutbox } from '@encontro/server-mail';
import { assertAdminMayTarget } from '../admin-users/admin-users.util.js';
import { PhotoPurgesRepository } from '../photo-purges/photo-purges.module.js';
import { SessionRevocations } from '../sessions/session-revocations.repository.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import { userNotFound } from '../users/users.errors.js';
import { UsersRepository } from '../users/users.repository.js';
import { adminSelfDelete, wrongPassword } from './account-deletion.errors.js';

type Origin = { by: 'self' } | { by: 'admin'; actorId: string };

/**
 * The one way an account goes, whether its owner or an administrator asks: the user row, its
 * e-mailed tokens and their e-mails, weekly activity and known networks are deleted, every session ends at once
 * (revocation mark), every photo the person uploaded (profile, nominations, memories: their key
 * prefixes) is queued for the gateway's storage clean-up (photo_purges, durable while the storage is
 * down), and `user.deleted` tells every other service to erase or anonymise what it holds
 * (docs/decisions.md, privacy page).
 */
@Injectable()
export class AccountDeletion {
  constructor(
    private readonly orm: MikroORM,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly revocations: SessionRevocations,
    private readonly outbox: Outbox,
    private readonly mail: MailOutbox,
    private readonly purges: PhotoPurgesRepository,
    private readonly clock: Clock,
  ) {}

  /** From the profile, confirmed by the account's password. Administrators cannot leave this way. */
  async deleteOwn(userId: string, password: string): Promise<MessageResponse> {
    const user = await this.users.findById(this.orm.em.fork(), userId);
    if (!user) throw userNotFound();
    if (user.isAdmin) throw adminSelfDelete();
    // Checked before the transaction: argon2 takes a while and needs no lock.
    if (!(await this.passwords.verify(user.passwordHash, password))) throw wrongPassword();
    return this.erase(userId, { by: 'self' });
  }

  /** From the admin panel: anyone but the administrator themselves and other administrators. */
  deleteByAdmin(actorId: string, userId: string): Promise<MessageResponse> {
    return this.erase(userId, { by: 'admin', actorId });
  }

  /**
   * The revocation is written before the commit — if Redis fails, nothing is deleted — and again
   * after it, for a login that read the account while it was being deleted.
   */
  private async erase(userId: string, origin: Origin): Promise<MessageResponse> {
    const deleted = await this.orm.em.fork().transactional(async (em) => {
      const user = await this.users.findByIdForUpdate(em, userId);
      if (!user) throw userNotFound();
      if (origin.by === 'admin') assertAdminMayTarget(origin.actorId, user);
      const now = this.clock.now();
      await this.users.forgetPublishedEvents(em, user.id);
      await this.users.delete(em, user.id);
      // Its account e-mails go too: sent ones kept the address, waiting ones carry dead links.
      await this.mail.deleteAbout(em, [user.id]);
      // Real time: the purge queue's lease is not a weekly rule. The profile photo is under its
      // prefix; queued by itself too in case it was stored elsewhere.
      await this.purges.addPrefixes(em, personPhotoPrefixes(user.id), new Date());
      if (user.photo) await this.purges.add(em, [user.photo], new Date());
      this.outbox.add(em, 'user.deleted', { user_id: user.id, by: origin.by, at: now.toISOString() });
      if (origin.by === 'admin')
        this.outbox.add(
          em,
          'admin.action_performed',
          adminActionPerformed({
            actorId: origin.actorId,
            action: 'user.delete',
            targetType: 'user',
            targetId: user.id,
            before: { blocked: user.blocked, created_at: user.createdAt.toISOString() },
            after: null,
            at: now,
          }),
        );
      await em.flush();
      await this.revocations.endSessions(user.id);
      const message =
        origin.by === 'self' ? userLifecycleMessages.ownAccountDeleted : userLifecycleMessages.deleted;
      return { message };
    });
    await this.revocations.endSessions(userId);
    return deleted;
  }
}
