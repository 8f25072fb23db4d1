import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type IndicationCommand, genericMessages } from '@encontro/contracts';
import { DomainError, callerContext, serviceCaller } from '@encontro/server-messaging';
import { VotesRepository } from './votes.repository.js';

/** The one caller of `indication.week.voters`: who voted is nobody else's business. */
const NOTIFICATION_SVC = serviceCaller('notification-svc').sub;

export type WeekVotersPage = { user_ids: string[]; next: string | null };

/** A city's voters of a week, for notification-svc's reveal of its winners. */
@Injectable()
export class WeekVotersService {
  constructor(
    private readonly orm: MikroORM,
    private readonly votes: VotesRepository,
  ) {}

  /**
   * One page in user_id order; `next` is its last user_id when more may follow. The contract lets any
   * signed admin or service through; only notification-svc is answered.
   */
  async page(request: IndicationCommand<'weekVoters'>): Promise<WeekVotersPage> {
    if (callerContext.get()?.sub !== NOTIFICATION_SVC)
      throw new DomainError('CALLER_NOT_ALLOWED', genericMessages.forbidden);
    const { city_id: cityId, week, after, limit } = request;
    // One more than asked tells whether another page follows, without an empty last request.
    const found = await this.votes.weekVoters(this.orm.em.fork(), {
      cityId,
      week,
      after: after ?? null,
      limit: limit + 1,
    });
    const user_ids = found.slice(0, limit);
    return { user_ids, next: found.length > limit ? user_ids[user_ids.length - 1]! : null };
  }
}
