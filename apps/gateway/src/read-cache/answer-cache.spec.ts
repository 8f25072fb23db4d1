import { describe, expect, it, jest } from '@jest/globals';
import { weekInstant } from '@encontro/contracts';
import { AdjustableClock } from '@encontro/server-clock';
import type { Redis } from 'ioredis';
import { AnswerCache, matchesEtag, strongEtag } from './answer-cache.js';

const TUESDAY = weekInstant('2026-W48', 2, 10);
const FRIDAY = weekInstant('2026-W48', 5, 10);

function setup() {
  const versions = new Map<string, string>();
  const redis = {
    mget: jest.fn(async (...keys: string[]) => keys.map((k) => versions.get(k) ?? null)),
  } as unknown as Redis;
  const clock = new AdjustableClock();
  clock.set(TUESDAY);
  const cache = new AnswerCache(redis, clock);
  let answer = { city_id: '3550308', week: '2026-W48', voting_open: true, n: 1 };
  const ask = jest.fn(async () => ({ ...answer }));
  const read = async () => JSON.parse((await cache.read('list:ana', 'ana', ask)).body) as typeof answer;
  return {
    cache,
    read,
    ask,
    clock,
    bump: (key: string) => versions.set(key, String(Number(versions.get(key) ?? 0) + 1)),
    answerWith: (patch: Partial<typeof answer>) => (answer = { ...answer, ...patch }),
  };
}

describe(AnswerCache.name, () => {
  it('asks twice (to learn the city, then stamped), then answers from memory', async () => {
    const s = setup();
    for (let i = 0; i < 5; i += 1) await s.read();
    expect(s.ask).toHaveBeenCalledTimes(2);
  });

  it('asks again when the city or the viewer changed, and shows the new answer', async () => {
    const s = setup();
    await s.read();
    await s.read();
    s.answerWith({ n: 2 });
    s.bump('read:city:3550308');
    expect((await s.read()).n).toBe(2);
    s.answerWith({ n: 3 });
    s.bump('read:person:ana');
    expect((await s.read()).n).toBe(3);
    await s.read();
    expect(s.ask).toHaveBeenCalledTimes(4);
  });

  it('stamps a public answer (no viewer) with its city alone', async () => {
    const s = setup();
    const readPublic = async () =>
      JSON.parse((await s.cache.read('share:city', null, s.ask)).body) as { n: number };
    await readPublic();
    await readPublic();
    s.bump('read:person:ana');
    await readPublic();
    expect(s.ask).toHaveBeenCalledTimes(2);
    s.answerWith({ n: 2 });
    s.bump('read:city:3550308');
    expect((await readPublic()).n).toBe(2);
    expect(s.ask).toHaveBeenCalledTimes(3);
  });

  it('asks again when the moment of the week changed, with nothing else', async () => {
    const s = setup();
    await s.read();
    await s.read();
    s.clock.set(FRIDAY);
    s.answerWith({ voting_open: false });
    expect((await s.read()).voting_open).toBe(false);
  });

  it('does not keep an answer given for another moment than its own (the dev clock on its way)', async () => {
    const s = setup();
    s.clock.set(FRIDAY);
    await s.read();
    await s.read();
    await s.read();
    expect(s.ask).toHaveBeenCalledTimes(3);
  });
});

describe(matchesEtag.name, () => {
  const etag = strongEtag('{"winners":[]}');
  it.each([
    [etag, true],
    [`W/${etag}`, true],
    [`"outro", ${etag}`, true],
    ['*', true],
    ['"outro"', false],
    [undefined, false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
