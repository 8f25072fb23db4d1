import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { UserDataExport } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { AccountToken } from '../account-tokens/account-token.entity.js';
import { WeeklyActivity } from '../activity/weekly-activity.entity.js';
import { knownSince } from '../sessions/known-network.entity.js';
import { KnownNetworksRepository } from '../sessions/known-networks.repository.js';
import { userNotFound } from '../users/users.errors.js';
import { toUserDto } from '../users/users.mapper.js';
import { UsersRepository } from '../users/users.repository.js';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * identity-svc's part of the LGPD export: the profile and the account's history. Never the
 * password hash nor any token: of the e-mailed links only when they were made and used. The
 * networks where the account logged in (keyed hashes, never addresses) are listed as stored.
 */
@Injectable()
export class UserDataService {
  constructor(
    private readonly orm: MikroORM,
    private readonly users: UsersRepository,
    private readonly knownNetworks: KnownNetworksRepository,
    private readonly clock: Clock,
  ) {}

  async export(userId: string): Promise<UserDataExport> {
    const em = this.orm.em.fork();
    const user = await this.users.findById(em, userId);
    if (!user) throw userNotFound();
    const activity = await em.findOne(WeeklyActivity, { userId });
    const links = await em.find(AccountToken, { user: userId }, { orderBy: { createdAt: 'asc' } });
    const networks = await this.knownNetworks.listFor(em, userId, knownSince(this.clock.now()));
    return {
      service: 'identity-svc',
      data: {
        profile: {
          ...toUserDto(user),
          blocked: user.blocked,
          email_verified_at: iso(user.emailVerifiedAt),
          last_login_at: iso(user.lastLoginAt),
          updated_at: user.updatedAt.toISOString(),
        },
        weekly_activity: activity
          ? {
              indication_id: activity.indicationId ?? null,
              indication_week: activity.indicationWeek ?? null,
              vote_week: activity.voteWeek ?? null,
              attendance_week: activity.attendanceWeek ?? null,
              updated_at: activity.updatedAt.toISOString(),
            }
          : null,
        email_links: links.map((link) => ({
          purpose: link.purpose,
          created_at: link.createdAt.toISOString(),
          expires_at: link.expiresAt.toISOString(),
          used_at: iso(link.usedAt),
        })),
        known_networks: networks.map((known) => ({
          network: known.network,
          first_login_at: known.firstSeenAt.toISOString(),
          last_login_at: known.lastSeenAt.toISOString(),
        })),
      },
    };
  }
}
