import { describe, expect, it } from '@jest/globals';
import { forumWindow, isForumOpen, isMemoryOpen, meetupWeekendBegun } from './forum-window.util.js';

// 2026-W48: Monday 23 November … Sunday 29 November 2026 (São Paulo, UTC-3).
const WEEK = '2026-W48';
const at = (local: string) => new Date(`${local}-03:00`);

describe('forum window', () => {
  it('opens on Friday 00:00 and closes after Sunday 23:59:59 of the forum week', () => {
    expect(forumWindow(WEEK)).toEqual({
      opens: at('2026-11-27T00:00:00'),
      closes: at('2026-11-30T00:00:00'),
    });
    expect(isForumOpen(WEEK, at('2026-11-26T23:59:59'))).toBe(false);
    expect(isForumOpen(WEEK, at('2026-11-27T00:00:00'))).toBe(true);
    expect(isForumOpen(WEEK, at('2026-11-29T23:59:59'))).toBe(true);
    expect(isForumOpen(WEEK, at('2026-11-30T00:00:00'))).toBe(false);
  });

  it('is closed Monday to Thursday of the next week', () => {
    for (const day of ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'])
      expect(isForumOpen(WEEK, at(`${day}T12:00:00`))).toBe(false);
  });
});

describe('memories and last encounter', () => {
  it('counts the weekend as begun from Saturday 00:00', () => {
    expect(meetupWeekendBegun(WEEK, at('2026-11-27T23:59:59'))).toBe(false);
    expect(meetupWeekendBegun(WEEK, at('2026-11-28T00:00:00'))).toBe(true);
  });

  it('takes memories from Saturday 00:00 until the next Friday 00:00', () => {
    expect(isMemoryOpen(WEEK, at('2026-11-27T23:59:59'))).toBe(false);
    expect(isMemoryOpen(WEEK, at('2026-11-28T00:00:00'))).toBe(true);
    expect(isMemoryOpen(WEEK, at('2026-12-03T23:59:59'))).toBe(true);
    expect(isMemoryOpen(WEEK, at('2026-12-04T00:00:00'))).toBe(false);
  });
});
