import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  type AdminIndication,
  type AdminIndicationFilter,
  type AdminIndicationPage,
  indicationMessages,
  pageMeta,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox, adminActionPerformed } from '@encontro/server-events';
import { PeopleRepository } from '../people/people.repository.js';
import type { Indication } from './indication.entity.js';
import { IndicationRemoval } from './indication-removal.service.js';
import { IndicationStats } from './indication-stats.service.js';
import { indicationErrors } from '../indication.errors.js';
import { toAdminIndicationDto } from './indications.mapper.js';
import { IndicationsRepository } from './indications.repository.js';
import { ReadVersions } from '../read-versions/read-versions.js';

type Review = { message: string; indication: AdminIndication };
export type Removed = { message: string; indication_id: string; photo_keys: string[] };

/**
 * The administrator's calls on indications: list, details, approve (pending → active), reject,
 * and remove (reported content). Every change leaves one `admin.action_performed`. Each indication
 * answered names a likely duplicate: another pending or approved one of the same venue, city and week.
 */
@Injectable()
export class AdminIndicationsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly indications: IndicationsRepository,
    private readonly stats: IndicationStats,
    private readonly people: PeopleRepository,
    private readonly removal: IndicationRemoval,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly versions: ReadVersions,
  ) {}

  /** One page, newest first (SPEC §7: `data`; `meta` as every admin list, so nothing stops silently). */
  async list(filter: AdminIndicationFilter): Promise<AdminIndicationPage> {
    const em = this.orm.em.fork();
    const perPage = filter.per_page;
    const {
      indications: found,
      total,
      exact,
    } = await this.indications.search(em, {
      status: filter.status,
      search: filter.search || undefined,
      page: filter.page,
      perPage,
    });
    const hosts = await this.people.findByIds(
      em,
      found.map((i) => i.hostId),
    );
    const ids = found.map((i) => i.id);
    const stats = await this.stats.of(em, ids);
    const duplicates = await this.indications.findSameVenues(em, ids);
    return {
      data: found.map((i) =>
        toAdminIndicationDto(i, hosts.get(i.hostId), duplicates.get(i.id) ?? null, stats.get(i.id)),
      ),
      meta: pageMeta({ total, exact }, filter.page, perPage, found.length),
    };
  }

  async get(id: string): Promise<{ indication: AdminIndication }> {
    const em = this.orm.em.fork();
    const indication = await this.indications.findById(em, id);
    if (!indication) throw indicationErrors.indicationNotFound();
    const host = await this.people.findById(em, indication.hostId);
    const stats = await this.stats.of(em, [id]);
    const duplicates = await this.indications.findSameVenues(em, [id]);
    return {
      indication: toAdminIndicationDto(
        indication,
        host ?? undefined,
        duplicates.get(id) ?? null,
        stats.get(id),
      ),
    };
  }

  approve(adminId: string, id: string): Promise<Review> {
    return this.review(adminId, id, 'active', null);
  }

  /**
   * SPEC §4: rejecting is done with a delete call, but the indication stays, as `rejected`, with the
   * admin's reason if they gave one (for the nominator: the notification and their Home). The
   * nominator's week is free again: they may nominate another venue (issue 28).
   */
  reject(adminId: string, id: string, reason: string | null = null): Promise<Review> {
    return this.review(adminId, id, 'rejected', reason);
  }

  private review(
    adminId: string,
    id: string,
    status: 'active' | 'rejected',
    reason: string | null,
  ): Promise<Review> {
    const now = this.clock.now();
    return this.orm.em.fork().transactional(async (em) => {
      const indication: Indication | null = await this.indications.findByIdForUpdate(em, id);
      if (!indication) throw indicationErrors.indicationNotFound();
      if (indication.status !== 'pending') throw indicationErrors.notPending();
      indication.status = status;
      this.versions.touch(em, { cities: [indication.cityId], people: [indication.hostId] });
      indication.reviewedBy = adminId;
      indication.reviewedAt = now;
      indication.updatedAt = now;
      if (status === 'rejected') indication.rejectionReason = reason;
      const event = {
        indication_id: indication.id,
        user_id: indication.hostId,
        week: indication.week,
        city_id: indication.cityId,
        at: now.toISOString(),
      };
      if (status === 'active') this.outbox.add(em, 'indication.approved', event);
      else this.outbox.add(em, 'indication.rejected', { ...event, reason });
      this.outbox.add(
        em,
        'admin.action_performed',
        adminActionPerformed({
          actorId: adminId,
          action: status === 'active' ? 'indication.approve' : 'indication.reject',
          targetType: 'indication',
          targetId: indication.id,
          before: { status: 'pending' },
          after: status === 'active' ? { status } : { status, reason },
          at: now,
        }),
      );
      const host = await this.people.findById(em, indication.hostId);
      const duplicates = await this.indications.findSameVenues(em, [indication.id]);
      return {
        message: status === 'active' ? indicationMessages.approved : indicationMessages.rejected,
        indication: toAdminIndicationDto(
          indication,
          host ?? undefined,
          duplicates.get(indication.id) ?? null,
        ),
      };
    });
  }

  /**
   * Deletes an indication, whatever its status (reported content): its votes, presences and
   * winner row go with it. The photos' paths come back so the caller can remove the stored files.
   * From admin-svc's delete-content, `actionId` is the id of the audit entry admin-svc already
   * wrote: the event repeats it, so the log keeps one entry for the admin's one click.
   */
  remove(
    actorId: string,
    id: string,
    origin: { actionId?: string; viaReportId?: string } = {},
  ): Promise<Removed> {
    const now = this.clock.now();
    return this.orm.em.fork().transactional(async (em) => {
      const indication = await this.indications.findByIdForUpdate(em, id);
      if (!indication) throw indicationErrors.indicationNotFound();
      await this.removal.remove(em, indication, 'admin', now);
      this.outbox.add(
        em,
        'admin.action_performed',
        adminActionPerformed({
          actorId,
          action: 'indication.delete',
          targetType: 'indication',
          targetId: indication.id,
          before: {
            status: indication.status,
            name: indication.name,
            week: indication.week,
            city_id: indication.cityId,
            host_id: indication.hostId,
          },
          after: origin.viaReportId ? { via_report_id: origin.viaReportId } : null,
          at: now,
          actionId: origin.actionId,
        }),
      );
      return { message: indicationMessages.removed, indication_id: id, photo_keys: indication.photos };
    });
  }
}
