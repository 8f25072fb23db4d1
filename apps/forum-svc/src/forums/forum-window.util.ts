import { nextWeek, weekInstant } from '@encontro/contracts';

/**
 * The days of a forum's ISO week (America/Sao_Paulo) its rules depend on. Every bound is an
 * instant; the end is exclusive.
 */
export function forumWindow(week: string): { opens: Date; closes: Date } {
  // Friday 00:00 (winners revealed) until Sunday 23:59:59, i.e. before next Monday 00:00.
  return { opens: weekInstant(week, 5), closes: weekInstant(nextWeek(week), 1) };
}

export const isForumOpen = (week: string, now: Date): boolean => {
  const { opens, closes } = forumWindow(week);
  return now >= opens && now < closes;
};

/** The meetup weekend has begun: Saturday 00:00 of the week (a forum becomes the last encounter). */
export const meetupWeekendBegun = (week: string, now: Date): boolean => now >= weekInstant(week, 6);

/** Memories: from Saturday 00:00 of the meetup week until the next Friday 00:00. */
export function memoryWindow(week: string): { opens: Date; closes: Date } {
  return { opens: weekInstant(week, 6), closes: weekInstant(nextWeek(week), 5) };
}

export const isMemoryOpen = (week: string, now: Date): boolean => {
  const { opens, closes } = memoryWindow(week);
  return now >= opens && now < closes;
};
