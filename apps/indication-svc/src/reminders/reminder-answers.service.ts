import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type ReminderAnswer, type ReminderAnswerBody, indicationMessages } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { AttendanceService } from '../attendance/attendance.service.js';
import { AttendancesRepository } from '../attendance/attendances.repository.js';
import { INDICATION_CONFIG, type IndicationConfig } from '../config.js';
import { indicationErrors } from '../indication.errors.js';
import { MeetupRemindersRepository } from './meetup-reminders.repository.js';
import { reminderTokenHash, verifyReminderToken } from './reminder-token.js';

/**
 * A reminder's one-tap answer, without a session (the push's action, the e-mail's page): its signed
 * token says who answers for which meetup, works until the meetup starts and only once. "Vou sim" keeps
 * the seat; "Não vou mais" frees it as the app's own "Não vou mais" does.
 */
@Injectable()
export class ReminderAnswers {
  constructor(
    private readonly orm: MikroORM,
    private readonly reminders: MeetupRemindersRepository,
    private readonly attendances: AttendancesRepository,
    private readonly attendance: AttendanceService,
    private readonly clock: Clock,
    @Inject(INDICATION_CONFIG) private readonly config: Pick<IndicationConfig, 'MEETUP_SECRET'>,
  ) {}

  async answer(indicationId: string, { token, answer }: ReminderAnswerBody): Promise<ReminderAnswer> {
    const now = this.clock.now();
    const claim = verifyReminderToken(this.config.MEETUP_SECRET, token);
    if (!claim || claim.indicationId !== indicationId) throw indicationErrors.reminderTokenInvalid();
    if (now >= claim.expiresAt) throw indicationErrors.reminderExpired();
    if (answer === 'going') {
      const presence = await this.attendances.find(this.orm.em.fork(), indicationId, claim.userId);
      if (presence?.status !== 'confirmed') throw indicationErrors.notAttending();
    }
    const hash = reminderTokenHash(token);
    const claimed = await this.orm.em.fork().transactional((em) => this.reminders.claimAnswer(em, hash, now));
    if (!claimed) throw indicationErrors.reminderAnswered();
    if (answer === 'going')
      return { message: indicationMessages.reminderGoing, indication_id: indicationId, answer };
    try {
      const withdrawn = await this.attendance.withdraw(claim.userId, indicationId);
      return { message: withdrawn.message, indication_id: indicationId, answer };
    } catch (error) {
      // Not carried out (the presence was already gone, the host has nobody to hand over to): the token still answers.
      await this.orm.em.fork().transactional((em) => this.reminders.releaseAnswer(em, hash));
      throw error;
    }
  }
}
