import { Inject, Injectable } from '@nestjs/common';
import { isNominationDay, readVersionKeys, weekOf } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { REDIS } from '@encontro/server-redis';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';

/** An answer as it goes out: its JSON, its strong ETag and what it was read at. */
export type CachedAnswer = { body: string; etag: string };

/** What the cached answers say of their city and moment (the Home list and the winners do). */
export type TimedAnswer = { city_id: string; week: string; voting_open?: boolean };

type Entry = CachedAnswer & {
  cityId: string;
  /** The moment of the week and the versions read before asking; null: not yet known to be exact. */
  stamp: string | null;
};

const MAX_BYTES = 64 * 1024 * 1024;
/** Only a safety net for a lost version increment (Redis down right after a commit): correctness never waits for it. */
const SAFETY_TTL_MS = 10 * 60 * 1000;

export const strongEtag = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** RFC 9110 If-None-Match: `*` or a list of tags, compared weakly (a `W/` prefix is ignored). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * The signed-in reads of the week's peaks (the Home list, the winners) answered from memory while
 * nothing they show has changed (issue 14). An entry is stamped with the moment of the week (its
 * ISO week and whether nominating and voting are open, which the answers show) and with the
 * versions indication-svc advances after every change of the viewer's city or of the viewer
 * (readVersionKeys) — read *before* asking, so a change that commits meanwhile leaves the entry
 * stale instead of hiding behind it. One Redis round trip per hit; no NATS hop, no SQL. Guests
 * (the public city page) are not cached: a city named in a URL resolves against everyone's
 * cities, which no version follows. Public answers named by a city code or a meetup id (the share
 * views, issue 31) have no viewer: only their city's version stamps them.
 */
@Injectable()
export class AnswerCache {
  private readonly entries = new LRUCache<string, Entry>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry, key) => entry.body.length + key.length + 200,
    ttl: SAFETY_TTL_MS,
  });

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
  ) {}

  async read(key: string, viewerId: string | null, ask: () => Promise<TimedAnswer>): Promise<CachedAnswer> {
    const now = this.clock.now();
    const { week } = weekOf(now);
    const open = isNominationDay(now);
    const moment = `${week}|${open ? 'open' : 'closed'}`;
    const entry = this.entries.get(key);
    let stamp: string | null = null;
    if (entry) {
      const [city, person] = await this.redis.mget(
        readVersionKeys.city(entry.cityId),
        ...(viewerId ? [readVersionKeys.person(viewerId)] : []),
      );
      stamp = `${moment}|${city ?? 0}|${person ?? 0}`;
      if (entry.stamp === stamp) return entry;
    }
    const answer = await ask();
    const body = JSON.stringify(answer);
    // Versions read for another city (the viewer moved) say nothing about this answer, nor does a
    // moment the service did not answer for (the dev clock reaches the services a moment later).
    const sameMoment = answer.week === week && (answer.voting_open ?? open) === open;
    const fresh: Entry = {
      body,
      etag: strongEtag(body),
      cityId: answer.city_id,
      stamp: entry?.cityId === answer.city_id && sameMoment ? stamp : null,
    };
    this.entries.set(key, fresh);
    return fresh;
  }
}
