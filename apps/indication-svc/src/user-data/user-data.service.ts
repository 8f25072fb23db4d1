import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { UserDataExport } from '@encontro/contracts';
import { AttendancesRepository } from '../attendance/attendances.repository.js';
import { venueOf } from '../indications/indications.mapper.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { AccountSignalsRepository } from '../integrity/account-signals.repository.js';
import { PeopleRepository } from '../people/people.repository.js';
import { VotesRepository } from '../votes/votes.repository.js';
import { WinnersRepository } from '../winners/winners.repository.js';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * indication-svc's part of the LGPD export: what it knows of the person, their nominations (with
 * photo paths), votes (with their networks and whether they are under review), presences, the winners
 * they nominated or host, and the signals of their registration. The calendar and host
 * links' tokens are secrets and stay out.
 */
@Injectable()
export class UserDataService {
  constructor(
    private readonly orm: MikroORM,
    private readonly people: PeopleRepository,
    private readonly indications: IndicationsRepository,
    private readonly votes: VotesRepository,
    private readonly attendances: AttendancesRepository,
    private readonly winners: WinnersRepository,
    private readonly signals: AccountSignalsRepository,
  ) {}

  async export(userId: string): Promise<UserDataExport> {
    const em = this.orm.em.fork();
    const person = await this.people.findById(em, userId);
    const indications = await this.indications.listByHost(em, userId);
    const votes = await this.votes.listForUser(em, userId);
    const attendances = await this.attendances.listForUser(em, userId);
    const winners = await this.winners.listHostedBy(em, userId);
    const signals = await this.signals.find(em, userId);
    return {
      service: 'indication-svc',
      data: {
        person: person
          ? {
              name: person.name,
              surname: person.surname,
              email: person.email,
              photo: person.photo ?? null,
              state: person.state,
              city: person.city,
              city_id: person.cityId,
              updated_at: person.updatedAt.toISOString(),
            }
          : null,
        indications: indications.map((i) => ({
          indication_id: i.id,
          week: i.week,
          status: i.status,
          ...venueOf(i),
          photos: i.photos,
          city: i.city,
          state: i.state,
          vote_count: i.voteCount,
          reviewed_at: iso(i.reviewedAt),
          rejection_reason: i.rejectionReason ?? null,
          created_at: i.createdAt.toISOString(),
        })),
        votes: votes.map((v) => ({
          indication_id: v.indicationId,
          week: v.week,
          created_at: v.createdAt.toISOString(),
          network: v.network ?? null,
          under_review: v.heldBy != null,
        })),
        // Vote-integrity signals (kept 90 days): networks are keyed hashes, never addresses.
        signals: signals
          ? {
              registration_network: signals.network,
              email_domain: signals.emailDomain,
              account_created_at: signals.createdAt.toISOString(),
              verified_at: iso(signals.verifiedAt),
            }
          : null,
        attendances: attendances.map((a) => ({
          indication_id: a.indicationId,
          week: a.week,
          status: a.status,
          confirmed_at: a.confirmedAt?.toISOString() ?? null,
        })),
        winners: winners.map((w) => ({
          indication_id: w.indicationId,
          week: w.week,
          position: w.position,
          vote_count: w.voteCount,
          nominated: w.nominatorId === userId,
          host: w.hostId === userId,
          host_confirmed_at: w.hostId === userId ? iso(w.hostConfirmedAt) : null,
        })),
      },
    };
  }
}
