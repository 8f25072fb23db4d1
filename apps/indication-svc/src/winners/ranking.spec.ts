import { describe, expect, it } from '@jest/globals';
import { type Candidate, rankWinners } from './ranking.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 22, minute));
const candidate = (id: string, voteCount: number, lastVote: number | null, nominated = 0): Candidate => ({
  id,
  voteCount,
  lastVoteAt: lastVote === null ? null : at(lastVote),
  nominatedAt: at(nominated),
});

describe(rankWinners.name, () => {
  it('ranks by votes and keeps the top three', () => {
    const ranked = rankWinners([
      candidate('a', 2, 1),
      candidate('b', 5, 1),
      candidate('c', 1, 1),
      candidate('d', 3, 1),
    ]);
    expect(ranked).toEqual(['b', 'd', 'a']);
  });

  it('gives a tie to the indication that reached its count first', () => {
    expect(rankWinners([candidate('late', 4, 30), candidate('early', 4, 10)])).toEqual(['early', 'late']);
  });

  it('then to the earlier nomination, then by id, so every replica ranks alike', () => {
    expect(
      rankWinners([candidate('z', 4, 10, 5), candidate('y', 4, 10, 2), candidate('x', 4, 10, 5)]),
    ).toEqual(['y', 'x', 'z']);
  });

  it('lets nobody win without a vote, so a week may have fewer than three winners', () => {
    expect(rankWinners([candidate('a', 0, null), candidate('b', 1, 3)])).toEqual(['b']);
    expect(rankWinners([])).toEqual([]);
  });

  it('ranks a count without its votes after those whose last vote is known', () => {
    expect(rankWinners([candidate('unknown', 2, null), candidate('known', 2, 50)])).toEqual([
      'known',
      'unknown',
    ]);
  });

  it('does not reorder the list it was given', () => {
    const list = [candidate('a', 1, 1), candidate('b', 2, 1)];
    rankWinners(list);
    expect(list.map((c) => c.id)).toEqual(['a', 'b']);
  });
});
