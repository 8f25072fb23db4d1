/** An approved indication of the week that may win: its votes and when it got them. */
export type Candidate = {
  id: string;
  voteCount: number;
  /** The latest of its votes still standing (null only if its count and its votes disagree). */
  lastVoteAt: Date | null;
  nominatedAt: Date;
};

export const WINNERS_PER_WEEK = 3;

const time = (date: Date | null) => (date ? date.getTime() : Number.POSITIVE_INFINITY);

/**
 * The week's winners, best first (SPEC: the top three): more votes first; a tie goes to the one that
 * reached its count first (earlier last vote), then to the earlier nomination, then by id so that every
 * replica ranks alike. Nobody wins without a vote.
 */
export function rankWinners(candidates: readonly Candidate[], count = WINNERS_PER_WEEK): string[] {
  return candidates
    .filter((c) => c.voteCount > 0)
    .sort(
      (a, b) =>
        b.voteCount - a.voteCount ||
        time(a.lastVoteAt) - time(b.lastVoteAt) ||
        a.nominatedAt.getTime() - b.nominatedAt.getTime() ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .slice(0, count)
    .map((c) => c.id);
}
