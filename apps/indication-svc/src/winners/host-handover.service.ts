import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { cycleMoments } from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { CycleMails } from '../emails/cycle-mails.service.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { PeopleRepository } from '../people/people.repository.js';
import { MeetupUpdates } from '../meetups/meetup-updates.service.js';
import { SeatOffers } from '../waitlist/seat-offers.service.js';
import type { Winner } from './winner.entity.js';

/**
 * A meetup changes host: Saturday's deadline passed unconfirmed, or the host said "Não vou mais". The
 * new host already said "Eu Vou!", so they count as confirmed; the old link stops working;
 * winner.host_changed tells them (notification-svc), and so does an e-mail while the week lasts.
 * Their guest's seat becomes the host's kept one: the seat it frees goes to the line, and the meetup
 * is announced. In the caller's transaction, the winner row locked.
 */
@Injectable()
export class HostHandover {
  constructor(
    private readonly indications: IndicationsRepository,
    private readonly people: PeopleRepository,
    private readonly mails: CycleMails,
    private readonly outbox: Outbox,
    private readonly offers: SeatOffers,
    private readonly updates: MeetupUpdates,
  ) {}

  async handOver(em: EntityManager, winner: Winner, newHostId: string, now: Date): Promise<void> {
    const previousHostId = winner.hostId;
    winner.hostId = newHostId;
    winner.hostConfirmedAt = now;
    winner.hostLinkToken = null;
    this.outbox.add(em, 'winner.host_changed', {
      indication_id: winner.indicationId,
      week: winner.week,
      previous_host_id: previousHostId,
      new_host_id: newHostId,
      at: now.toISOString(),
    });
    const indication = await this.indications.findById(em, winner.indicationId);
    if (!indication) return;
    const host = await this.people.findById(em, newHostId);
    if (host && now < cycleMoments(winner.week).ends) await this.mails.newHost(em, host, winner, indication);
    await this.offers.fill(em, winner, indication, now);
    await this.updates.announce(em, winner, now);
  }
}
