import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayload } from '@encontro/contracts';
import { HostIndication } from './host-indication.entity.js';

/** Indications as indication-svc announced them. Every method works in the caller's unit of work. */
@Injectable()
export class IndicationsRepository {
  findById(em: EntityManager, id: string): Promise<HostIndication | null> {
    return em.findOne(HostIndication, { id });
  }

  /** The indications the user hosts (nominated, or took over), newest first. */
  listForUser(em: EntityManager, userId: string): Promise<HostIndication[]> {
    return em.find(HostIndication, { userId }, { orderBy: { submittedAt: 'desc', id: 'asc' } });
  }

  async saveSubmitted(em: EntityManager, payload: EventPayload<'indication.submitted'>): Promise<void> {
    await em.upsert(HostIndication, {
      id: payload.indication_id,
      userId: payload.user_id,
      name: payload.name,
      city: payload.city,
      state: payload.state,
      status: payload.status,
      submittedAt: new Date(payload.submitted_at),
    });
  }

  /** The meetup's host changed (Saturday 00:00 hand-over): host tickets about it are now theirs to open. */
  async setHost(em: EntityManager, id: string, hostId: string): Promise<void> {
    await em.nativeUpdate(HostIndication, { id }, { userId: hostId });
  }

  async setStatus(em: EntityManager, id: string, status: HostIndication['status']): Promise<void> {
    await em.nativeUpdate(HostIndication, { id }, { status });
  }

  async delete(em: EntityManager, id: string): Promise<void> {
    await em.nativeDelete(HostIndication, { id });
  }
}
