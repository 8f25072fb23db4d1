import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { cycleMoments, localTime, previousWeek, weekOf } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { AttendancesRepository } from '../attendance/attendances.repository.js';
import { CycleMails } from '../emails/cycle-mails.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import { WinnersRepository } from './winners.repository.js';
import { HostHandover } from './host-handover.service.js';

/**
 * The host's Friday: a reminder at 18:00 while unconfirmed, and at Saturday 00:00 ("confirms by
 * Friday 23:59") the hand-over to the earliest confirmed attendee. Each happens once per winner,
 * whichever replica gets there first, and late if the service was down at the time.
 */
@Injectable()
export class HostDeadlines {
  private readonly logger = new Logger(HostDeadlines.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly winners: WinnersRepository,
    private readonly indications: IndicationsRepository,
    private readonly attendances: AttendancesRepository,
    private readonly people: PeopleRepository,
    private readonly mails: CycleMails,
    private readonly clock: Clock,
    private readonly handover: HostHandover,
  ) {}

  /** Friday 18:00 – 23:59: e-mails each unconfirmed host of this week once. Returns how many. */
  async remindUnconfirmedHosts(): Promise<number> {
    const now = this.clock.now();
    const { week } = weekOf(now);
    const moments = cycleMoments(week);
    if (now < moments.hostReminder || now >= moments.hostDeadline) return 0;
    let reminded = 0;
    for (const due of await this.winners.dueReminders(this.orm.em.fork(), week)) {
      const sent = await this.orm.em.fork().transactional(async (em) => {
        if (!(await this.winners.claimReminder(em, due.id, now))) return false;
        const indication = await this.indications.findById(em, due.indicationId);
        const host = await this.people.findById(em, due.hostId);
        // A deleted account's host is not e-mailed (the hand-over still happens on Saturday).
        if (!indication || !host || host.deletedAt || !due.hostLinkToken) return true;
        await this.mails.hostReminder(em, host, due, indication);
        return true;
      });
      if (sent) reminded += 1;
    }
    return reminded;
  }

  /**
   * From Saturday 00:00, for every winner whose host did not confirm: the earliest confirmed
   * attendee becomes host (winner.host_changed, an e-mail to them). With nobody confirmed, the
   * nominator stays host and may still confirm (outcome `nobody`). Returns how many changed host.
   */
  async handOverUnconfirmedHosts(): Promise<number> {
    const now = this.clock.now();
    const { week } = weekOf(now);
    const upTo = localTime(now).isoDay >= 6 ? week : previousWeek(week);
    let changed = 0;
    for (const id of await this.winners.dueHandovers(this.orm.em.fork(), upTo)) {
      const handedOver = await this.orm.em.fork().transactional(async (em) => {
        const winner = await this.winners.claimForHandover(em, id);
        if (!winner) return false;
        winner.handoverCheckedAt = now;
        if (winner.hostConfirmedAt) {
          winner.handoverOutcome = 'confirmed';
          return false;
        }
        const next = await this.attendances.earliestOther(em, winner.indicationId, winner.hostId);
        if (!next) {
          winner.handoverOutcome = 'nobody';
          return false;
        }
        winner.handoverOutcome = 'handed_over';
        await this.handover.handOver(em, winner, next.userId, now);
        return true;
      });
      if (handedOver) {
        changed += 1;
        this.logger.log(`winner ${id}: host handed over`);
      }
    }
    return changed;
  }
}
