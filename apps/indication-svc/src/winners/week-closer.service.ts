import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { fullName, lastRevealedWeek } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { markWeekClosed } from '@encontro/server-observability';
import { randomBytes, randomUUID } from 'node:crypto';
import { meetupOfWinner, noSeats } from './meetup-plan.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { IntegrityService } from '../integrity/integrity.service.js';
import { CycleMails } from '../emails/cycle-mails.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import { rankWinners } from './ranking.js';
import { WinnersRepository } from './winners.repository.js';
import { ReadVersions } from '../read-versions/read-versions.js';

/** Cities closed at once: a few of the pool's connections, leaving the rest to the requests. */
const CLOSE_CONCURRENCY = 4;

/**
 * Friday 00:00: each city's top three approved indications of the week become its winners, and
 * each winner's nominator its host. Safe to run on every replica at once and again at any time:
 * a (week, city) is closed by exactly one transaction (ARCHITECTURE rule 5), and weeks missed
 * while the service was down are closed when it comes back.
 */
@Injectable()
export class WeekCloser {
  private readonly logger = new Logger(WeekCloser.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly winners: WinnersRepository,
    private readonly indications: IndicationsRepository,
    private readonly people: PeopleRepository,
    private readonly mails: CycleMails,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly versions: ReadVersions,
    private readonly integrity: IntegrityService,
  ) {}

  /**
   * Closes every (week, city) that is due and still open, CLOSE_CONCURRENCY cities at a time (each in its
   * own transaction: 50 cities one after the other left Postgres waiting on one query at a time);
   * returns how many this call closed.
   */
  async closeDueWeeks(): Promise<number> {
    const due = await this.winners.dueClosures(this.orm.em.fork(), lastRevealedWeek(this.clock.now()));
    let closed = 0;
    const closeNext = async (): Promise<void> => {
      for (let next = due.shift(); next; next = due.shift())
        if (await this.close(next.week, next.city_id)) closed += 1;
    };
    await Promise.all(Array.from({ length: CLOSE_CONCURRENCY }, closeNext));
    return closed;
  }

  /** True when this call closed the week for the city; false when someone already had. */
  async close(week: string, cityId: string): Promise<boolean> {
    const now = this.clock.now();
    const closed = await this.orm.em.fork().transactional(async (em) => {
      if (!(await this.winners.claimClosure(em, week, cityId, now))) return false;
      // Thursday 23:00's hold, if it has not run (the service was down): the ranking counts only votes that count.
      await this.integrity.autoHold(em, week, cityId, now);
      const ids = rankWinners(await this.winners.candidates(em, cityId, week));
      const top = await this.indications.findByIds(em, ids);
      const ranked = ids.map((id) => top.find((i) => i.id === id)!);
      const hosts = await this.people.findByIds(
        em,
        ranked.map((i) => i.hostId),
      );
      const winners = ranked.map((indication, index) => {
        const winner = this.winners.add(em, {
          id: randomUUID(),
          indicationId: indication.id,
          week,
          cityId,
          position: index + 1,
          voteCount: indication.voteCount,
          nominatorId: indication.hostId,
          hostId: indication.hostId,
          hostConfirmedAt: null,
          hostLinkToken: randomBytes(24).toString('hex'),
          createdAt: now,
        });
        return { winner, indication };
      });
      for (const { winner, indication } of winners) {
        const host = hosts.get(indication.hostId);
        if (host) await this.mails.hostWon(em, host, winner, indication);
      }
      await this.winners.setWinnerCount(em, week, cityId, winners.length);
      this.versions.touch(em, { cities: [cityId] });
      const place =
        ranked[0] ??
        (await this.indications.listForCityWeek(em, cityId, week, ['active', 'pending', 'rejected']))[0];
      this.outbox.add(em, 'week.closed', {
        week,
        city_id: cityId,
        city: place?.city ?? '',
        state: place?.state ?? '',
        closed_at: now.toISOString(),
        winners: winners.map(({ winner, indication }) => ({
          indication_id: indication.id,
          position: winner.position,
          vote_count: winner.voteCount,
          host_id: winner.hostId,
          host_name: fullName(hosts.get(winner.hostId)),
          ...meetupOfWinner(winner, indication, noSeats),
          photos: indication.photos,
        })),
      });
      this.logger.log(`closed ${week} for city ${cityId}: ${winners.length} winner(s)`);
      return true;
    });
    if (closed) markWeekClosed(cityId, now);
    return closed;
  }
}
