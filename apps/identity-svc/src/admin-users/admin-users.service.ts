import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  type AdminUserPage,
  type AdminUserToggled,
  type AdminUsersQuery,
  userLifecycleMessages,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox, adminActionPerformed } from '@encontro/server-events';
import { GeoService } from '../geo/geo.service.js';
import { SessionRevocations } from '../sessions/session-revocations.repository.js';
import { userNotFound } from '../users/users.errors.js';
import { UsersRepository } from '../users/users.repository.js';
import { toAdminUserDto } from './admin-users.mapper.js';
import { assertAdminMayTarget } from './admin-users.util.js';

/** The users tab's page when the admin asks for no size. */
const ADMIN_USERS_PER_PAGE = 20;

/** The admin's users tab: the list, and blocking (deleting is AccountDeletion's). */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly orm: MikroORM,
    private readonly users: UsersRepository,
    private readonly geo: GeoService,
    private readonly revocations: SessionRevocations,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  /**
   * Newest first, one page (20 by default, up to 100: the contract's bound), searched and filtered
   * in the database, with the total up to COUNT_AT_MOST (`total_exact` false beyond): a million people
   * are never sent, nor counted, at once. A state is named by name or UF; one that does not exist
   * finds nobody.
   */
  async list(query: AdminUsersQuery): Promise<AdminUserPage> {
    const page = { number: query.page ?? 1, size: query.per_page ?? ADMIN_USERS_PER_PAGE };
    const state = query.state ? this.geo.findState(query.state)?.name : undefined;
    const { users, total, exact } =
      query.state && !state
        ? { users: [], total: 0, exact: true }
        : await this.users.search(this.orm.em.fork(), { search: query.search, state, ids: query.ids, page });
    return {
      data: users.map(toAdminUserDto),
      meta: {
        total,
        page: page.number,
        per_page: page.size,
        last_page: Math.max(1, Math.ceil(total / page.size)),
        total_exact: exact,
      },
    };
  }

  /**
   * Bloquear / Desbloquear. A block ends every open session at once (a new session version, written
   * before the commit so a Redis failure changes nothing, and again after it; the ended sessions are
   * answered with the blocked-account message) and login is refused while it lasts; an unblock lets
   * the person log in again, their old sessions stay ended.
   */
  async toggleBlock(actorId: string, userId: string): Promise<AdminUserToggled> {
    const toggled = await this.orm.em.fork().transactional(async (em) => {
      const user = await this.users.findByIdForUpdate(em, userId);
      if (!user) throw userNotFound();
      assertAdminMayTarget(actorId, user);
      const now = this.clock.now();
      const blocked = !user.blocked;
      user.blocked = blocked;
      user.updatedAt = now;
      this.outbox.add(em, 'user.block_changed', {
        user_id: user.id,
        blocked,
        by: actorId,
        at: now.toISOString(),
      });
      this.outbox.add(
        em,
        'admin.action_performed',
        adminActionPerformed({
          actorId,
          action: blocked ? 'user.block' : 'user.unblock',
          targetType: 'user',
          targetId: user.id,
          before: { blocked: !blocked },
          after: { blocked },
          at: now,
        }),
      );
      await em.flush();
      if (blocked) await this.revocations.endSessionsForBlock(user.id);
      return {
        message: blocked ? userLifecycleMessages.blocked : userLifecycleMessages.unblocked,
        user: toAdminUserDto(user),
      };
    });
    if (toggled.user.blocked) await this.revocations.endSessionsForBlock(userId);
    else await this.revocations.unblocked(userId);
    return toggled;
  }
}
