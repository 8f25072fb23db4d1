import { describe, expect, it } from '@jest/globals';
import { CALENDAR_ROUTE, calendarLink, calendarPath, forumLink, forumPagePath } from './links.js';

describe('meetup links', () => {
  it('build the forum page and the calendar file from one route, with and without the token', () => {
    expect(CALENDAR_ROUTE).toBe('forum/:id/calendar.ics');
    expect(forumPagePath('f1')).toBe('/forum/f1');
    expect(calendarPath('f1')).toBe('api/forum/f1/calendar.ics');
    expect(calendarPath('f1', 'a b')).toBe('api/forum/f1/calendar.ics?token=a%20b');
    expect(forumLink('https://x.example/app/', 'f1')).toBe('https://x.example/app/forum/f1');
    expect(calendarLink('https://x.example/app', 'f1', 't1')).toBe(
      'https://x.example/app/api/forum/f1/calendar.ics?token=t1',
    );
  });
});
