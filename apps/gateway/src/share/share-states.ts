import { Injectable } from '@nestjs/common';
import { type CityShare, indicationRpc, type PublicMeetup } from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import { AnswerCache } from '../read-cache/answer-cache.js';

/** What a public page or share image shows, and `v`: a short hash of it that changes exactly when it does. */
export type ShareState<T> = { state: T; v: string };

/** The ETag's hash, short enough for a URL: `?v=` of og:image and the share image's cache key. */
const versionOf = (etag: string) => etag.replace(/"/g, '').slice(0, 16);

/**
 * The live state behind `/{city}` and `/encontro/{id}` (issue 31): asked of indication-svc and kept
 * by the answer cache until their city's read version moves (a vote, an approval, a removal, the
 * reveal, a seat): no TTL, and a page or image request while nothing changed costs one Redis read.
 */
@Injectable()
export class ShareStates {
  constructor(
    private readonly services: ServiceClient,
    private readonly answers: AnswerCache,
  ) {}

  city(cityId: string): Promise<ShareState<CityShare>> {
    return this.read(`share:city:${cityId}`, () =>
      this.services.call(indicationRpc.cityShare, { city_id: cityId }),
    );
  }

  meetup(indicationId: string): Promise<ShareState<PublicMeetup>> {
    return this.read(`share:meetup:${indicationId}`, () =>
      this.services.call(indicationRpc.publicMeetup, { indication_id: indicationId }),
    );
  }

  private async read<T extends CityShare | PublicMeetup>(
    key: string,
    ask: () => Promise<T>,
  ): Promise<ShareState<T>> {
    const answer = await this.answers.read(key, null, ask);
    return { state: JSON.parse(answer.body) as T, v: versionOf(answer.etag) };
  }
}
