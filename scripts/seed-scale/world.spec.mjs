import { describe, expect, it } from '@jest/globals';
import { databaseFlag } from '../stack/profiles.mjs';
import { parseScaleArgs, scaleDefaults } from './args.mjs';
import { copyArray, copyValue, isoTimestamp } from './copy-rows.mjs';
import { NOMINATIONS_PER_CITY, WINNERS_PER_CITY, scaleId, scaleWorld, votingWeekAt } from './world.mjs';

const cities = [
  { city_id: '3550308', city: 'São Paulo', state: 'São Paulo' },
  { city_id: '3304557', city: 'Rio de Janeiro', state: 'Rio de Janeiro' },
  { city_id: '5300108', city: 'Brasília', state: 'Distrito Federal' },
];
// A Wednesday: the voting week is this one.
const now = new Date('2026-11-25T15:00:00Z');
const small = (extra = {}) => scaleWorld({ people: 2000, cities, weeks: 3, now, ...extra });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const allVotes = (world) => [...world.weekCities()].flatMap((wc) => [...wc.votes()]);

describe('scaleWorld', () => {
  it('makes people with fake pt-BR names, scale e-mails and uuids, round-robin over the cities', () => {
    const world = small();
    const p = world.person(4);
    expect(p).toMatchObject({
      email: 'p4@scale.encontro.test',
      city_id: cities[1].city_id,
      city: 'Rio de Janeiro',
    });
    expect(p.id).toMatch(uuid);
    expect(p.name.length).toBeGreaterThan(1);
    expect(['F', 'M', 'O']).toContain(p.gender);
    expect(p.verifiedAt.getTime()).toBeGreaterThan(p.createdAt.getTime());
    expect(p.createdAt.getTime()).toBeLessThan(world.weekCity(0, 0).moments.opens.getTime());
    expect(world.personById(p.id)).toEqual(p);
  });

  it('draws the same world from the same seed and another from another seed', () => {
    const a = small();
    const b = small();
    const c = small({ seed: 2 });
    expect(b.person(17)).toEqual(a.person(17));
    expect(allVotes(b)).toEqual(allVotes(a));
    expect(allVotes(c).map((v) => v.indicationId)).not.toEqual(allVotes(a).map((v) => v.indicationId));
  });

  it('opens the current ISO week for voting, or the next one from Friday on', () => {
    expect(votingWeekAt(now)).toBe('2026-W48');
    expect(votingWeekAt(new Date('2026-11-28T12:00:00Z'))).toBe('2026-W49');
    expect(small().weekNames).toEqual(['2026-W45', '2026-W46', '2026-W47', '2026-W48']);
  });

  it('has one vote per person per week, and everyone votes in the voting week', () => {
    const world = small();
    const votes = allVotes(world);
    expect(new Set(votes.map((v) => `${v.userId}|${v.week}`)).size).toBe(votes.length);
    expect(votes.filter((v) => v.week === world.votingWeek)).toHaveLength(2000);
  });

  it('gives each city ten nominations a week whose vote counts are their votes, hosts not voting for their own', () => {
    const world = small();
    for (const wc of world.weekCities()) {
      expect(wc.indications).toHaveLength(NOMINATIONS_PER_CITY);
      expect(new Set(wc.indications.map((i) => i.hostId)).size).toBe(NOMINATIONS_PER_CITY);
      const counts = new Map();
      for (const v of wc.votes()) {
        expect(v.cityId).toBe(wc.city.city_id);
        expect(wc.indications.find((i) => i.id === v.indicationId).hostId).not.toBe(v.userId);
        expect(v.createdAt.getTime()).toBeGreaterThanOrEqual(wc.moments.opens.getTime());
        expect(v.createdAt.getTime()).toBeLessThan(wc.moments.reveal.getTime());
        counts.set(v.indicationId, (counts.get(v.indicationId) ?? 0) + 1);
      }
      for (const i of wc.indications) expect(i.voteCount).toBe(counts.get(i.id) ?? 0);
      for (const i of wc.indications) expect(world.personById(i.hostId).city_id).toBe(wc.city.city_id);
    }
  });

  it('crowns the three most voted of each closed week, attended by voters of that city, once each', () => {
    const world = small();
    for (const wc of world.weekCities({ to: world.weeks - 1 })) {
      expect(wc.winners.map((w) => w.position)).toEqual([1, 2, 3]);
      const top = [...wc.indications].sort((a, b) => b.voteCount - a.voteCount).slice(0, WINNERS_PER_CITY);
      expect(wc.winners.map((w) => w.indication.voteCount)).toEqual(top.map((i) => i.voteCount));
      const voters = new Set([...wc.votes()].map((v) => v.userId));
      const attendees = wc.winners.flatMap((w) => w.attendees);
      expect(new Set(attendees).size).toBe(attendees.length);
      for (const a of attendees) expect(voters.has(a)).toBe(true);
      for (const w of wc.winners) {
        expect(w.posts.every((p) => p.userId === w.indication.hostId)).toBe(true);
        expect(w.comments.every((c) => w.attendees.includes(c.userId))).toBe(true);
      }
    }
    expect(world.weekCity(world.weeks, 0).winners).toEqual([]);
  });

  it('names only people of the world in tickets and reports, and no two things alike', () => {
    const world = small();
    const ids = [];
    for (const wc of world.weekCities()) {
      for (const t of world.tickets(wc)) {
        expect(world.personById(t.userId).city_id).toBe(wc.city.city_id);
        ids.push(t.id);
      }
      for (const r of world.reports(wc)) expect(r.forum.attendees).toContain(r.reporterId);
      ids.push(
        ...wc.indications.map((i) => i.id),
        ...wc.winners.flatMap((w) => [w.id, ...w.posts.map((p) => p.id)]),
      );
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(scaleId('person', 1)).not.toBe(scaleId('indication', 1));
  });

  it('refuses too few people for the cities', () => {
    expect(() => scaleWorld({ people: 30, cities, weeks: 1, now })).toThrow('too few');
  });
});

describe('copy text format', () => {
  it('writes timestamps as toISOString does', () => {
    for (const ms of [0, 1_000_000_000_123, Date.parse('2026-11-28T23:59:59.999Z')])
      expect(isoTimestamp(new Date(ms))).toBe(new Date(ms).toISOString());
  });

  it('escapes separators, writes null, booleans, json and arrays', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(true)).toBe('t');
    expect(copyValue('a\tb\nc\\')).toBe('a\\tb\\nc\\\\');
    expect(copyValue({ a: 'x' })).toBe('{"a":"x"}');
    expect(copyArray(['a', 'b"c'])).toBe('{"a","b\\"c"}');
  });
});

describe('parseScaleArgs', () => {
  it('defaults to a million people in 50 cities over 52 weeks in encontro_scale', () => {
    expect(parseScaleArgs([])).toEqual({ ...scaleDefaults, build: true });
  });

  it('reads flags after a space or an equals sign', () => {
    expect(
      parseScaleArgs(['--people', '2000', '--cities=3', '--weeks', '3', '--database=x_1', '--no-build']),
    ).toMatchObject({
      people: 2000,
      cities: 3,
      weeks: 3,
      database: 'x_1',
      build: false,
    });
  });

  it('refuses unknown flags, bad numbers and unsafe names', () => {
    expect(() => parseScaleArgs(['--pople', '1'])).toThrow('unknown flag');
    expect(() => parseScaleArgs(['--people', 'many'])).toThrow('--people');
    expect(() => parseScaleArgs(['--database', 'a"; drop'])).toThrow('--database');
  });
});

describe('databaseFlag', () => {
  it('names the stack database after a space or an equals sign, or nothing', () => {
    expect(databaseFlag(['--database', 'encontro_scale'])).toEqual({ STACK_DATABASE: 'encontro_scale' });
    expect(databaseFlag(['--no-build', '--database=encontro_scale'])).toEqual({
      STACK_DATABASE: 'encontro_scale',
    });
    expect(databaseFlag(['--replicas', '2'])).toEqual({});
  });

  it('refuses a missing or unsafe name', () => {
    expect(() => databaseFlag(['--database'])).toThrow('--database');
    expect(() => databaseFlag(['--database=Bad-Name'])).toThrow('--database');
  });
});
