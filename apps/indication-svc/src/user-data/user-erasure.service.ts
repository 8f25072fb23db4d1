import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isNominationDay, weekOf } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { EventConsumer, Outbox } from '@encontro/server-events';
import { AttendancesRepository } from '../attendance/attendances.repository.js';
import { EmailOptOutsRepository } from '../email-opt-outs/email-opt-outs.repository.js';
import { IndicationRemoval } from '../indications/indication-removal.service.js';
import { IndicationsRepository } from '../indications/indications.repository.js';
import { AccountSignalsRepository } from '../integrity/account-signals.repository.js';
import { IntegrityRepository } from '../integrity/integrity.repository.js';
import { PeopleRepository } from '../people/people.repository.js';
import { ReadVersions } from '../read-versions/read-versions.js';
import { MeetupRemindersRepository } from '../reminders/meetup-reminders.repository.js';
import { VotesRepository } from '../votes/votes.repository.js';
import { Waitlist } from '../waitlist/waitlist.service.js';
import { WinnersRepository } from '../winners/winners.repository.js';

/**
 * What a deleted account leaves here (docs/decisions.md, privacy page), in the transaction that
 * consumes `user.deleted`:
 * - their votes are deleted; a vote of the week still in its vote also leaves the count;
 * - their presences are deleted, confirmed or in line: a seat they held goes to the line;
 * - every indication of theirs that did not win is deleted (pending, rejected, this week's, past
 *   ones), with its votes (`indication.removed`);
 * - past winners stay as the city's history, their host shown as 'Usuário removido';
 * - the e-mails they turned off and the meetup reminders they were sent are forgotten;
 * - their vote-integrity signals are erased, and they leave every cluster.
 */
@Injectable()
export class UserErasure implements OnModuleInit {
  private readonly logger = new Logger(UserErasure.name);

  constructor(
    private readonly events: EventConsumer,
    private readonly votes: VotesRepository,
    private readonly indications: IndicationsRepository,
    private readonly attendances: AttendancesRepository,
    private readonly winners: WinnersRepository,
    private readonly people: PeopleRepository,
    private readonly removal: IndicationRemoval,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly versions: ReadVersions,
    private readonly emailOptOuts: EmailOptOutsRepository,
    private readonly signals: AccountSignalsRepository,
    private readonly integrity: IntegrityRepository,
    private readonly waitlist: Waitlist,
    private readonly reminders: MeetupRemindersRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('user.deleted', (payload, em) => this.erase(em, payload.user_id));
  }

  async erase(em: EntityManager, userId: string): Promise<void> {
    const now = this.clock.now();
    const at = now.toISOString();
    const openWeek = isNominationDay(now) ? weekOf(now).week : null;
    // Where they live, nominated or host (their presences are in their city) and where they voted.
    const cities = new Set(await this.people.citiesShowing(em, userId));
    for (const vote of await this.votes.deleteForUser(em, userId)) {
      cities.add(vote.city_id);
      if (vote.week !== openWeek) continue;
      await this.indications.addVotes(em, vote.indication_id, -1, now, vote.held);
      this.outbox.add(em, 'vote.removed', {
        indication_id: vote.indication_id,
        user_id: userId,
        week: vote.week,
        city_id: vote.city_id,
        at,
      });
    }
    await this.waitlist.placesRemoved(em, await this.attendances.deleteForUser(em, userId), now);
    const theirs = await this.indications.listByHost(em, userId);
    const won = await this.winners.winningAmong(
      em,
      theirs.map((i) => i.id),
    );
    const removed = theirs.filter((i) => !won.has(i.id));
    for (const indication of removed) await this.removal.remove(em, indication, 'user_deleted', now);
    await this.people.anonymise(em, userId, now);
    await this.emailOptOuts.deleteFor(em, userId);
    await this.signals.erase(em, userId);
    await this.integrity.forget(em, userId);
    await this.reminders.forget(em, userId);
    this.versions.touch(em, { cities, people: [userId] });
    this.logger.log(`user ${userId} erased: ${removed.length} indication(s) removed, ${won.size} kept`);
  }
}
