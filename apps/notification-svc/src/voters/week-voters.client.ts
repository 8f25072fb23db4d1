import { Injectable } from '@nestjs/common';
import { indicationRpc } from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';

/** Voters asked for per request: a city's 20,000 in ten round trips, each answer under 100 kB. */
export const WEEK_VOTERS_PAGE = 2000;

/**
 * Who voted in a city's week, as indication-svc's votes say now (a removed vote is simply gone):
 * asked when the week's winners are revealed instead of followed vote by vote. Throws when
 * indication-svc does not answer, so that the event is redelivered rather than half notified.
 */
@Injectable()
export class WeekVotersClient {
  constructor(private readonly services: ServiceClient) {}

  async of(cityId: string, week: string): Promise<string[]> {
    const voters: string[] = [];
    let after: string | undefined;
    do {
      const page = await this.services.call(indicationRpc.weekVoters, {
        city_id: cityId,
        week,
        after,
        limit: WEEK_VOTERS_PAGE,
      });
      voters.push(...page.user_ids);
      after = page.next ?? undefined;
    } while (after);
    return voters;
  }
}
