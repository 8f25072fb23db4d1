import { authEvents } from '@encontro/server-observability';

/** Votes put under review, by a moderator or by Thursday 23:00's automatic hold. */
export const voteHeldCounter = { inc: (votes: number) => votes > 0 && authEvents.inc({ event: 'vote_held' }, votes) };
