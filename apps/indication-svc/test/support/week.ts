/**
 * The week most suites run in, 2026-W48 in São Paulo: Monday morning, while nominations and votes
 * are open, and the first second of Friday, when the week has its winners.
 */
export const W48_MONDAY = new Date('2026-11-23T10:00:00-03:00');
export const W48_FRIDAY = new Date('2026-11-27T00:00:01-03:00');
