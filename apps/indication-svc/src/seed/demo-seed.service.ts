import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { storagePath, weekOf } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { randomUUID } from 'node:crypto';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { Person } from '../people/person.entity.js';
import { VotesRepository } from '../votes/votes.repository.js';
import { demoVenues, demoVotes } from './demo-venues.js';
import { ReadVersions } from '../read-versions/read-versions.js';

/**
 * `node dist/main.js seed`: the demo venues in the current week, approved, with a few votes.
 * It waits for identity-svc's events about the demo people; venues already there are kept.
 */
@Injectable()
export class DemoSeed {
  private readonly logger = new Logger(DemoSeed.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly indications: IndicationsRepository,
    private readonly votes: VotesRepository,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly versions: ReadVersions,
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
        if (!host || (await this.indications.findOpenByHostAndWeek(em, host.userId, week))) continue;
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
            photos: [storagePath(venue.photoKey)],
          },
          now,
        );
        indication.status = 'active';
        this.versions.touch(em, { cities: [host.cityId], people: [host.userId] });
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
        const target = host && (await this.indications.findOpenByHostAndWeek(em, host.userId, week));
        if (!voter || !target) continue;
        const vote = { userId: voter.userId, week, indicationId: target.id, cityId: target.cityId };
        if (!(await this.votes.insertIfAbsent(em, vote, now))) continue;
        await this.indications.addVotes(em, target.id, 1, now);
        this.versions.touch(em, { cities: [target.cityId] });
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
