// The history every service's seeder writes its part of: pure and deterministic (same flags and seed,
// same rows), so identity's users, indication's votes and forum's comments name the same people without
// any seeder reading another's tables. People live round-robin in the cities (person n in city n % C).
import {
  cycleMoments,
  eventDays,
  eventTimes,
  isNominationDay,
  nextWeek,
  previousWeek,
  weekOf,
} from '@encontro/contracts';
import { firstNames, surnames, texts, venueWords } from './names.mjs';

export const NOMINATIONS_PER_CITY = 10;
export const WINNERS_PER_CITY = 3;
/** Share of a city's people who voted in a past week (the current week: everyone, for the close bench). */
export const PAST_VOTER_SHARE = 0.1;
export const MAX_ATTENDEES = 30;
export const POSTS_PER_FORUM = 3;
export const MAX_COMMENTS_PER_FORUM = 8;
/** Weeks before the voting week whose participants notification-svc still keeps (week_participants). */
export const RECENT_WEEKS = 2;
export const EMAIL_DOMAIN = 'scale.encontro.test';
const VOTE_WEIGHTS = [30, 22, 16, 10, 7, 5, 4, 3, 2, 1];
const VOTE_WEIGHT_TOTAL = VOTE_WEIGHTS.reduce((a, b) => a + b, 0);

/** Ids by kind: the uuid of the n-th thing of a kind, valid v4 layout, never two alike across kinds. */
export const idKinds = {
  person: 1,
  indication: 2,
  winner: 3,
  post: 4,
  comment: 5,
  notification: 6,
  event: 7,
  ticket: 8,
  report: 9,
  audit: 10,
  admin: 11,
};
export const scaleId = (kind, n) =>
  `${idKinds[kind].toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
/** A 64-hex token (host links, calendar tokens), unique per kind and n. */
export const scaleToken = (kind, n) =>
  `${idKinds[kind].toString(16).padStart(8, '0')}${n.toString(16).padStart(56, '0')}`;

/** A 32-bit hash of integers (the seeded source of every "random" choice). */
export function hash32(...values) {
  let h = 0x811c9dc5;
  for (const value of values) {
    h = Math.imul(h ^ (value | 0), 0x01000193);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
  }
  return h >>> 0;
}
/** A fraction in [0, 1) from integers. */
export const unit = (...values) => hash32(...values) / 0x100000000;
const pick = (list, ...values) => list[hash32(...values) % list.length];

/** The week whose nominations and votes are open at `now` (from Friday on: the next one). */
export const votingWeekAt = (now) => {
  const { week } = weekOf(now);
  return isNominationDay(now) ? week : nextWeek(week);
};

/** The world of the flags: cities (their `{ city_id, city, state }`), weeks, people and the admin. */
export function scaleWorld({ people, cities, weeks, seed = 1, now = new Date() }) {
  if (cities.length === 0) throw new Error('no cities');
  const C = cities.length;
  const minPerCity = Math.floor(people / C);
  const pastVoters = Math.max(NOMINATIONS_PER_CITY, Math.floor(minPerCity * PAST_VOTER_SHARE));
  if (minPerCity < pastVoters + NOMINATIONS_PER_CITY + 1)
    throw new Error(
      `--people ${people} is too few for ${C} cities (${NOMINATIONS_PER_CITY * 3} per city at least)`,
    );
  const weekNames = [votingWeekAt(now)];
  for (let w = 0; w < weeks; w++) weekNames.unshift(previousWeek(weekNames[0]));
  const firstOpens = cycleMoments(weekNames[0]).opens.getTime();
  const population = (c) => Math.floor((people - c - 1) / C) + 1;
  const personAt = (c, k) => k * C + c;

  const ids = new Array(people);
  const personId = (n) => (ids[n] ??= scaleId('person', n));
  const person = (n) => {
    const gender = pick(['F', 'M', 'F', 'M', 'O'], seed, 1, n);
    const createdAt = new Date(
      firstOpens - 86_400_000 * (1 + (hash32(seed, 2, n) % 300)) - (hash32(seed, 3, n) % 86_400_000),
    );
    return {
      id: personId(n),
      n,
      name: pick(firstNames[gender], seed, 4, n),
      surname: `${pick(surnames, seed, 5, n)} ${pick(surnames, seed, 6, n)}`,
      email: `p${n}@${EMAIL_DOMAIN}`,
      gender,
      ...cities[n % C],
      createdAt,
      verifiedAt: new Date(createdAt.getTime() + 600_000),
    };
  };
  const admin = {
    id: scaleId('admin', 0),
    name: 'Admin',
    surname: 'Escala',
    email: `admin@${EMAIL_DOMAIN}`,
    gender: 'O',
    ...cities[0],
    createdAt: new Date(firstOpens - 400 * 86_400_000),
    verifiedAt: new Date(firstOpens - 400 * 86_400_000),
    isAdmin: true,
  };

  // Each (week, city) is drawn once: every seeder walks them, the votes stay a generator.
  const drawn = new Map();
  const weekCity = (w, c) => {
    const key = w * C + c;
    if (!drawn.has(key)) drawn.set(key, drawWeekCity(w, c));
    return drawn.get(key);
  };

  /** Week `w` (0 = oldest, `weeks` = the voting week) in city `c`: nominations, votes, winners and forums. */
  const drawWeekCity = (w, c) => {
    const week = weekNames[w];
    const current = w === weeks;
    const moments = cycleMoments(week);
    const n = population(c);
    const start = hash32(seed, 7, w, c) % n;
    const voterCount = current ? n : pastVoters;
    const hostK = (i) => (start + (current ? i : pastVoters + i)) % n;
    const indications = Array.from({ length: NOMINATIONS_PER_CITY }, (_, i) => {
      const serial = (w * C + c) * NOMINATIONS_PER_CITY + i;
      const createdAt = new Date(moments.opens.getTime() + (i + 1) * 600_000);
      const attractives = [
        pick(venueWords.attractive, seed, 8, serial),
        pick(venueWords.attractive, seed, 9, serial),
      ];
      return {
        id: scaleId('indication', serial),
        serial,
        slot: i,
        week,
        cityId: cities[c].city_id,
        city: cities[c].city,
        state: cities[c].state,
        hostId: personId(personAt(c, hostK(i))),
        name: `${pick(venueWords.kind, seed, 10, serial)} ${pick(venueWords.name, seed, 11, serial)}`,
        address: `Rua ${pick(surnames, seed, 12, serial)}, ${10 + (hash32(seed, 13, serial) % 990)}`,
        attractives: [...new Set(attractives)],
        eventDay: pick(eventDays, seed, 14, serial),
        eventTime: pick(eventTimes, seed, 15, serial),
        createdAt,
        reviewedAt: new Date(createdAt.getTime() + 3_600_000),
        voteCount: 0,
      };
    });
    const hostSlot = new Map(indications.map((ind) => [hostK(ind.slot), ind.slot]));
    // Votes spread over Monday–Thursday; in a voting week already under way, up to now (a day at least).
    const underWay = now.getTime() > moments.opens.getTime() + 86_400_000 && now < moments.reveal;
    const voteEnd = current && underWay ? now.getTime() : moments.reveal.getTime();
    const span = voteEnd - moments.opens.getTime() - 7_200_000;
    const choices = new Uint8Array(voterCount);
    const voterK = (j) => (current ? j : (start + j) % n);
    for (let j = 0; j < voterCount; j++) {
      const r = hash32(seed, 16, w, c, j) % VOTE_WEIGHT_TOTAL;
      let slot = 0;
      for (let acc = VOTE_WEIGHTS[0]; acc <= r; acc += VOTE_WEIGHTS[++slot]);
      const own = hostSlot.get(voterK(j));
      if (own === slot) slot = (slot + 1) % NOMINATIONS_PER_CITY;
      choices[j] = slot;
      indications[slot].voteCount++;
    }
    function* votes() {
      for (let j = 0; j < voterCount; j++) {
        const at =
          moments.opens.getTime() +
          3_600_000 +
          Math.floor(((j + unit(seed, 17, w, c, j)) / voterCount) * span);
        yield {
          userId: personId(personAt(c, voterK(j))),
          indicationId: indications[choices[j]].id,
          cityId: cities[c].city_id,
          week,
          createdAt: new Date(at),
        };
      }
    }
    const ranked = [...indications].sort((a, b) => b.voteCount - a.voteCount || a.slot - b.slot);
    const attendeeCount = Math.min(MAX_ATTENDEES, Math.floor(voterCount / (WINNERS_PER_CITY + 1)));
    const winners = current
      ? []
      : ranked.slice(0, WINNERS_PER_CITY).map((indication, p) => {
          const serial = (w * C + c) * WINNERS_PER_CITY + p;
          const attendees = Array.from({ length: attendeeCount }, (_, a) =>
            personId(personAt(c, voterK(p * attendeeCount + a))),
          );
          const forumOpens = moments.reveal.getTime();
          const posts = Array.from({ length: POSTS_PER_FORUM }, (_, q) => ({
            id: scaleId('post', serial * POSTS_PER_FORUM + q),
            userId: indication.hostId,
            content: pick(texts.post, seed, 18, serial, q),
            createdAt: new Date(forumOpens + (q + 1) * 3 * 3_600_000),
          }));
          const comments = Array.from(
            { length: Math.min(MAX_COMMENTS_PER_FORUM, attendeeCount) },
            (_, q) => ({
              id: scaleId('comment', serial * MAX_COMMENTS_PER_FORUM + q),
              postId: posts[q % POSTS_PER_FORUM].id,
              userId: attendees[q],
              content: pick(texts.comment, seed, 19, serial, q),
              createdAt: new Date(posts[q % POSTS_PER_FORUM].createdAt.getTime() + (q + 1) * 600_000),
            }),
          );
          return {
            id: scaleId('winner', serial),
            serial,
            position: p + 1,
            indication,
            attendees,
            confirmedAt: (a) => new Date(forumOpens + 3_600_000 + a * 300_000),
            hostConfirmedAt: new Date(forumOpens + 2 * 3_600_000),
            posts,
            comments,
          };
        });
    return { week, w, c, current, moments, city: cities[c], indications, voterCount, votes, winners };
  };

  /** Support tickets of a past week and city: a general one by a voter and one by the first winner's host. */
  const tickets = (wc) => {
    if (wc.current) return [];
    const status = wc.w < weeks - RECENT_WEEKS ? 'finalized' : wc.w < weeks - 1 ? 'responded' : 'open';
    const base = (wc.w * C + wc.c) * 2;
    const opened = wc.moments.reveal.getTime() + 26 * 3_600_000;
    const first = wc.winners[0];
    return [
      {
        type: 'general',
        userId: personId(personAt(wc.c, hash32(seed, 20, wc.w, wc.c) % wc.voterCount)),
        indication: null,
      },
      { type: 'host', userId: first.indication.hostId, indication: first.indication },
    ].map((t, i) => {
      const createdAt = new Date(opened + i * 3_600_000);
      const respondedAt = status === 'open' ? null : new Date(createdAt.getTime() + 5 * 3_600_000);
      return {
        ...t,
        id: scaleId('ticket', base + i),
        serial: base + i,
        status,
        subject: t.type === 'host' ? 'Dúvida sobre o encontro' : 'Ajuda com a conta',
        message: pick(t.type === 'host' ? texts.hostTicket : texts.ticket, seed, 21, base + i),
        response: respondedAt ? pick(texts.response, seed, 22, base + i) : null,
        createdAt,
        respondedAt,
        finalizedAt: status === 'finalized' ? new Date(createdAt.getTime() + 48 * 3_600_000) : null,
      };
    });
  };

  /** Reports of a past week and city: an attendee reports a comment of the first forum. */
  const reports = (wc) => {
    if (wc.current) return [];
    const forum = wc.winners[0];
    const comment = forum.comments[0];
    if (!comment) return [];
    const serial = wc.w * C + wc.c;
    const createdAt = new Date(comment.createdAt.getTime() + 3_600_000);
    const resolved = wc.w < weeks - 1;
    return [
      {
        id: scaleId('report', serial),
        serial,
        reporterId: forum.attendees[1] ?? forum.attendees[0],
        comment,
        forum,
        message: pick(texts.report, seed, 23, serial),
        createdAt,
        resolvedAt: resolved ? new Date(createdAt.getTime() + 12 * 3_600_000) : null,
      },
    ];
  };

  return {
    seed,
    now,
    tickets,
    reports,
    cities,
    weeks,
    people,
    weekNames,
    votingWeek: weekNames[weeks],
    admin,
    population,
    personAt,
    person,
    /** The person of a `scaleId('person', n)`. */
    personById: (id) => person(Number.parseInt(id.slice(-12), 16)),
    weekCity,
    /** Every (week, city) pair, oldest week first. */
    *weekCities({ from = 0, to = weeks } = {}) {
      for (let w = from; w <= to; w++) for (let c = 0; c < C; c++) yield weekCity(w, c);
    },
    *persons() {
      for (let n = 0; n < people; n++) yield person(n);
    },
    /** The admin (`isAdmin`), then every person: each service's copy of the people has them all. */
    *everyone() {
      yield admin;
      for (let n = 0; n < people; n++) yield person(n);
    },
  };
}
