import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cityCalendarPath, indicationMessages as m } from '@encontro/contracts';
import ICAL from 'ical.js';
import { type Stack, startSeededWeek } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { winnersKit } from './support/winners.js';

const SAO_PAULO_ID = '3550308';

/** Issue 30 item 7: the city's public calendar feed through the gateway, without a session. */
describe('GET /api/cities/{city_id}/calendar.ics', () => {
  let stack: Stack<'identity' | 'indication'>;
  let users: Record<string, SeededUser> = {};
  let venue = '';
  const api = apiClient(() => stack.base);

  beforeAll(async () => {
    ({ stack, users } = await startSeededWeek('sys_city_cal', ['admin', 'ana', 'bruno'], {
      services: ['identity', 'indication'],
    }));
    venue = await winnersKit({ api, stack, users: () => users }).oneWinner('ana', 'Café da Praça', 'bruno');
  }, 180_000);

  afterAll(() => stack?.stop());

  it('serves the feed to anyone, as a cacheable calendar with an ETag, and a 304 while it is the same', async () => {
    const feed = await api(`/${cityCalendarPath(SAO_PAULO_ID)}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = feed.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const events = new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent');
    const event = events.map((e) => new ICAL.Event(e)).find((e) => e.summary === 'Encontro: Café da Praça');
    expect(event?.description).toContain(`/forum/${venue}`);
    expect(feed.text).not.toContain(users.ana!.name);

    const again = await api(`/${cityCalendarPath(SAO_PAULO_ID)}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const other = await api(`/${cityCalendarPath(SAO_PAULO_ID)}`, { headers: { 'if-none-match': '"old"' } });
    expect(other.status).toBe(200);
  });

  it('answers 404 in Portuguese for a code that is no municipality, and refuses one that is no code', async () => {
    const unknown = await api(`/${cityCalendarPath('0000000')}`);
    expect(unknown).toMatchObject({ status: 404, body: { message: m.cityNotFound } });
    expect((await api(`/${cityCalendarPath('sao-paulo')}`)).status).toBe(422);
  });

  it('is listed in the OpenAPI document', async () => {
    const document = await api('/api/docs/openapi.json');
    expect(Object.keys(document.body.paths as object)).toContain('/api/cities/{city_id}/calendar.ics');
  });
});
