import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type EventDay, type EventTime, weekOf } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { randomUUID } from 'node:crypto';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { Person } from '../people/person.entity.js';
import { VotesRepository } from '../votes/votes.repository.js';

type DemoVenue = {
  host: string;
  name: string;
  address: string;
  reference: string | null;
  phone: string | null;
  website: string | null;
  attractives: string[];
  eventDay: EventDay;
  eventTime: EventTime;
};

/** Approved São Paulo venues of identity-svc's demo people (README), and a few of their votes. */
export const demoVenues: readonly DemoVenue[] = [
  {
    host: 'ana@example.com',
    name: 'Bar Esquina Paulista',
    address: 'Rua Augusta, 1500 - Consolação',
    reference: 'Em frente à livraria',
    phone: '(11) 3255-0101',
    website: 'https://esquinapaulista.example.com',
    attractives: ['Música ao vivo', 'Petiscos'],
    eventDay: 'Sábado',
    eventTime: 'Noite - Horário a combinar',
  },
  {
    host: 'bruno@example.com',
    name: 'Café Jardim Secreto',
    address: 'Rua dos Pinheiros, 320 - Pinheiros',
    reference: 'Perto do metrô Fradique Coutinho',
    phone: '(11) 98888-1234',
    website: null,
    attractives: ['Cafés especiais', 'Jardim'],
    eventDay: 'Domingo',
    eventTime: 'Manhã - Horário a combinar',
  },
  {
    host: 'carla@example.com',
    name: 'Quiosque do Parque Villa-Lobos',
    address: 'Av. Prof. Fonseca Rodrigues, 2001 - Alto de Pinheiros',
    reference: 'Entrada principal',
    phone: null,
    website: null,
    attractives: ['Piquenique', 'Área verde'],
    eventDay: 'Sábado',
    eventTime: 'Tarde - Horário a combinar',
  },
];
const demoVotes: readonly [voter: string, host: string][] = [
  ['bruno@example.com', 'ana@example.com'],
  ['carla@example.com', 'ana@example.com'],
  ['diego@example.com', 'bruno@example.com'],
];

/**
 * `node dist/main.js seed`: the demo venues in the current week, approved, with a few votes.
 * It waits for identity-svc's events about the demo people; venues already there are kept.
 */
@Injectable()
export class DemoSeed {
  private readonly logger = new Logger(DemoSeed.name);

  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(IndicationsRepository) private readonly indications: IndicationsRepository,
    @Inject(VotesRepository) private readonly votes: VotesRepository,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** Returns the names of the venues it created. */
  async run(waitMs = 30_000): Promise<string[]> {
    const emails = [...new Set([...demoVenues.map((v) => v.host), ...demoVotes.flat()])];
    const deadline = Date.now() + waitMs;
    let people: Person[] = [];
    for (;;) {
      people = await this.orm.em.fork().find(Person, { email: { $in: emails } });
      if (people.length === emails.length || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const byEmail = new Map(people.map((p) => [p.email, p]));
    const admin = await this.orm.em.fork().findOne(Person, { isAdmin: true });
    const now = this.clock.now();
    const { week } = weekOf(now);

    const created = await this.orm.em.fork().transactional(async (em) => {
      const names: string[] = [];
      for (const venue of demoVenues) {
        const host = byEmail.get(venue.host);
        if (!host || (await this.indications.findByHostAndWeek(em, host.userId, week))) continue;
        const indication = this.indications.add(
          em,
          randomUUID(),
          {
            hostId: host.userId,
            week,
            state: host.state,
            city: host.city,
            cityId: host.cityId,
            name: venue.name,
            address: venue.address,
            reference: venue.reference,
            phone: venue.phone,
            website: venue.website,
            attractives: venue.attractives,
            eventDay: venue.eventDay,
            eventTime: venue.eventTime,
            photos: [],
          },
          now,
        );
        indication.status = 'active';
        indication.reviewedBy = admin?.userId ?? null;
        indication.reviewedAt = now;
        const at = now.toISOString();
        const about = { indication_id: indication.id, user_id: host.userId, week, city_id: host.cityId };
        this.outbox.add(em, 'indication.submitted', {
          ...about,
          state: host.state,
          city: host.city,
          name: venue.name,
          address: venue.address,
          status: 'pending',
          submitted_at: at,
        });
        this.outbox.add(em, 'indication.approved', { ...about, at });
        names.push(venue.name);
      }
      await em.flush();
      for (const [voterEmail, hostEmail] of demoVotes) {
        const voter = byEmail.get(voterEmail);
        const host = byEmail.get(hostEmail);
        const target = host && (await this.indications.findByHostAndWeek(em, host.userId, week));
        if (!voter || !target) continue;
        const vote = { userId: voter.userId, week, indicationId: target.id, cityId: target.cityId };
        if (!(await this.votes.insertIfAbsent(em, vote, now))) continue;
        await this.indications.addVotes(em, target.id, 1, now);
        this.outbox.add(em, 'vote.cast', {
          indication_id: target.id,
          user_id: voter.userId,
          week,
          city_id: target.cityId,
          at: now.toISOString(),
        });
      }
      return names;
    });
    this.logger.log(
      created.length ? `seeded ${created.join(', ')} (${week})` : 'seed: demo venues already there',
    );
    return created;
  }
}
