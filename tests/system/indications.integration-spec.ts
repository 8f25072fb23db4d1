import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationMessages as m } from '@encontro/contracts';
import { waitFor } from '@encontro/testing';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { nomination } from '@encontro/indication-svc/test-support';
import { multipartForm } from './support/multipart-form.js';
import { solidPng } from './support/solid-png.js';
import { type Stack, signInKnownEverywhere, startStack } from './support/stack.js';
import { type ObjectStorageUnderTest, apiClient, startObjectStorage } from './support/system-harness.js';

const MONDAY = new Date('2026-11-23T10:00:00-03:00');
const FRIDAY = new Date('2026-11-27T00:00:01-03:00');

/**
 * A week through the public API: gateway → NATS → indication-svc and identity-svc, photos in S3,
 * events on JetStream, e-mails over SMTP; the clocks moved as the dev clock would.
 */
describe('a week of nominations, votes and winners through the gateway', () => {
  let storage: ObjectStorageUnderTest;
  let stack: Stack<'identity' | 'indication'>;
  const tokens: Record<string, string> = {};

  const api = apiClient(() => stack.base);
  const png = (side = 64) => solidPng(side, side, '#c0392b');
  /** A nomination form: its fields, and the photos as photos[0], photos[1]… */
  const form = (fields: Record<string, string>, photos: { name: string; data: Buffer }[]) =>
    multipartForm(
      fields,
      photos.map((photo, i) => ({ field: `photos[${i}]`, ...photo })),
    );
  const storedPhotos = () => storage.count('indications/');

  beforeAll(async () => {
    storage = await startObjectStorage('sys-ind-s3-', 'system-indications');
    stack = await startStack('sys_ind', {
      services: ['identity', 'indication'],
      seed: true,
      clock: MONDAY,
      gateway: { storage },
    });
    const people = await signInKnownEverywhere(api, stack, ['ana', 'bruno', 'carla', 'rafael', 'admin']);
    for (const [who, user] of Object.entries(people)) tokens[who] = user.token;
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
    await storage?.stop();
  });

  let venueId = '';

  it('refuses every bad upload with its pt-BR message and stores nothing', async () => {
    const good = { name: 'ok.png', data: await png() };
    const big = {
      name: 'grande.png',
      data: await sharp({ create: { width: 900, height: 900, channels: 3, background: '#888' } })
        .png({ compressionLevel: 0 })
        .toBuffer(),
    };
    const cases: [string, FormData, string][] = [
      ['no photo', form(nomination(), []), m.photoRequired],
      [
        'not an image',
        form(nomination(), [{ name: 'foto.jpg', data: Buffer.from('GIF89a....') }]),
        m.photoFileFormat('foto.jpg'),
      ],
      ['over 2MB', form(nomination(), [big]), m.photoFileTooLarge('grande.png')],
      ['four photos', form(nomination(), [good, good, good, good]), m.photosTooMany],
      ['a bad phone', form(nomination({ phone: '1234' }), [good]), m.phoneInvalid],
      ['a bad URL', form(nomination({ website: 'site' }), [good]), m.websiteInvalid],
      ['a foreign phone', form(nomination({ phone: '+1 415 555 0100' }), [good]), m.phoneInvalid],
      ['a weekday meetup', form(nomination({ event_day: 'Sexta' }), [good]), m.eventDayInvalid],
      ['an unknown time', form(nomination({ event_time: 'Madrugada' }), [good]), m.eventTimeInvalid],
      ['no name', form(nomination({ name: '' }), [good]), m.nameRequired],
    ];
    for (const [label, body, message] of cases) {
      const response = await api('/api/indications', { form: body, token: tokens.ana });
      expect({ label, status: response.status, message: response.body.message }).toEqual({
        label,
        status: 422,
        message,
      });
    }
    const bot = await api('/api/indications', {
      form: form(nomination({ honeypot: 'x' }), [good]),
      token: tokens.ana,
    });
    expect(bot.status).toBe(201);
    expect(await storedPhotos()).toBe(0);
    expect((await api('/api/indications/user', { token: tokens.ana })).text).toBe('[]');
  });

  it('takes a nomination with its photo (201), serves the photo back and refuses a second one that week', async () => {
    const created = await api('/api/indications', {
      // A number and a link as people paste them: stored as SPEC §5 writes them.
      form: form(
        nomination({ name: 'Bar da Ana', phone: '+55 48 99988-7766', website: 'instagram.com/bardalagoa' }),
        [{ name: 'fachada.png', data: await png(800) }],
      ),
      token: tokens.ana,
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(m.submitted);
    const indication = created.body.indication as Record<string, unknown> & { photos: string[] };
    venueId = String(indication.indication_id);
    expect(indication).toMatchObject({
      status: 'pending',
      city: 'São Paulo',
      host_name: 'Ana Souza',
      phone: '(48) 99988-7766',
      website: 'https://instagram.com/bardalagoa',
    });
    const photo = await fetch(`${stack.base}/${indication.first_photo_url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width).toBe(800);

    const again = await api('/api/indications', {
      form: form(nomination({ name: 'Outro' }), [{ name: 'b.png', data: await png() }]),
      token: tokens.ana,
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'Você já fez uma indicação esta semana.' } });
    expect(await storedPhotos()).toBe(1);
    expect(JSON.parse((await api('/api/indications/user', { token: tokens.ana })).text)).toEqual([
      expect.objectContaining({
        id: venueId,
        name: 'Bar da Ana',
        city: 'São Paulo',
        status: 'pending',
        week: '2026-W48',
        week_number: 48,
      }),
    ]);
  });

  it('keeps the pasted phone and Instagram link as stored values', async () => {
    const details = await api(`/api/admin/indications/${venueId}`, { token: tokens.admin });
    expect(details.body).toMatchObject({
      indication: { phone: '(48) 99988-7766', website: 'https://instagram.com/bardalagoa' },
    });
  });

  it('lets only an administrator approve it', async () => {
    expect((await api('/api/admin/indications', { token: tokens.ana })).status).toBe(403);
    const pending = await api('/api/admin/indications?status=pending', { token: tokens.admin });
    expect((pending.body.data as { indication_id: string }[]).map((i) => i.indication_id)).toContain(venueId);
    expect((await api(`/api/admin/indications/${venueId}`, { token: tokens.admin })).body).toMatchObject({
      indication: { indication_id: venueId, host_name: 'Ana Souza', status: 'pending' },
    });
    const approved = await api(`/api/admin/indications/${venueId}/approve`, {
      method: 'PUT',
      token: tokens.admin,
    });
    expect(approved).toMatchObject({ status: 200, body: { message: 'Indicação aprovada com sucesso!' } });
    expect((await api('/api/indications/user', { token: tokens.ana })).body).toEqual([
      expect.objectContaining({ id: venueId, status: 'active', week: '2026-W48' }),
    ]);
  });

  it('refuses the same venue nominated again by someone else with 409 and the id to vote for', async () => {
    const { indication } = (await api(`/api/admin/indications/${venueId}`, { token: tokens.admin })).body as {
      indication: { address: string; likely_duplicate_of: unknown };
    };
    expect(indication).toMatchObject({
      address: expect.stringMatching(/^Rua Augusta, \d+ - /),
      likely_duplicate_of: null,
    });
    // 'Rua Augusta, 1000 - Consolação' written another way: 'R. Augusta 1000 - Consolação'.
    const address = indication.address.replace('Rua ', 'R. ').replace(',', '');
    const again = await api('/api/indications', {
      form: form(nomination({ name: 'BAR DA ANA', address }), [{ name: 'c.png', data: await png() }]),
      token: tokens.bruno,
    });
    expect(again).toMatchObject({ status: 409 });
    expect(again.body).toEqual({ message: m.duplicateIndication, existing_indication_id: venueId });
    expect(await storedPhotos()).toBe(1);
    expect(JSON.parse((await api('/api/indications/user', { token: tokens.bruno })).text)).toEqual([]);

    const document = (await api('/api/docs/openapi.json')).body as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { schema?: unknown; content?: unknown }> }>
      >;
    };
    expect(JSON.stringify(document.paths['/api/indications']!.post!.responses['409'])).toContain(
      'existing_indication_id',
    );
  });

  it('counts the votes of the city; a vote removed can be cast again; /api/me follows', async () => {
    const vote = (who: string, method = 'POST') =>
      api(`/api/indications/${venueId}/vote`, { method, token: tokens[who] });
    expect(await vote('bruno')).toMatchObject({
      status: 200,
      body: { message: 'Voto registrado com sucesso!', last_voted_indication_id: venueId },
    });
    expect(await vote('carla')).toMatchObject({ status: 200 });
    expect(await vote('bruno', 'DELETE')).toMatchObject({
      status: 200,
      body: { message: 'Voto removido com sucesso!', last_voted_indication_id: null },
    });
    expect(await vote('bruno')).toMatchObject({ status: 200, body: { indication: { vote_count: 2 } } });
    const list = await api('/api/indications', { token: tokens.carla });
    expect(list.body).toMatchObject({ total_indications: 1, total_votes: 2, city: 'São Paulo' });
    await waitFor(
      async () =>
        ((await api('/api/me', { token: tokens.bruno })).body.user as Record<string, unknown>)
          .last_voted_indication_id === venueId,
    );
  });

  it('shows someone in Rio de Janeiro nothing of São Paulo', async () => {
    const own = await api('/api/indications', { token: tokens.rafael });
    expect(own.body).toMatchObject({ city: 'Rio de Janeiro', indications: [] });
    expect((await api('/api/indications?city=São Paulo', { token: tokens.rafael })).status).toBe(403);
    expect((await api('/api/winners/3550308', { token: tokens.rafael })).status).toBe(403);
    expect(
      (await api(`/api/indications/${venueId}/vote`, { method: 'POST', token: tokens.rafael })).status,
    ).toBe(403);
    // A guest may read a city's public page.
    expect((await api('/api/indications?city=sao-paulo')).body.indications).toHaveLength(1);
  });

  it('reveals the winner at Friday 00:00; the host confirms from the e-mail; an attendee confirms and gets the calendar', async () => {
    stack.setClocks(FRIDAY);
    const winners = await waitFor(async () => {
      const found = (await api('/api/winners/São Paulo', { token: tokens.ana })).body.winners as Record<
        string,
        unknown
      >[];
      return found?.length ? found : undefined;
    }, 5000);
    expect(winners![0]).toMatchObject({
      indication_id: venueId,
      winner_position: 1,
      vote_count: 2,
      name: 'Bar da Ana',
      host_name: 'Ana Souza',
      host_confirmed: false,
    });
    expect((await api('/api/forum/restriction-status')).body).toMatchObject({
      forums_blocked: false,
      day_name: 'Sexta-feira',
      is_weekday: false,
    });
    expect((await api('/api/indications', { token: tokens.carla })).body.nomination).toEqual({
      allowed: false,
      reason: m.weekendClosed,
    });

    const mail = await stack.indication.mailbox.waitFor('ana@example.com');
    const token = /anfitriao\/confirmar\?token=(\w+)/.exec(mail.text ?? '')![1];
    expect(await api('/api/winners/host-confirmation', { body: { token } })).toMatchObject({
      status: 200,
      body: { message: m.hostConfirmed, indication_id: venueId },
    });

    const going = await api(`/api/forum/${venueId}/confirm`, { method: 'POST', token: tokens.bruno });
    expect(going).toMatchObject({
      status: 200,
      body: { message: 'Presença confirmada com sucesso!', user: { last_confirmed_indication_id: venueId } },
    });
    const calendar = await api(`/${going.body.calendar_url}`);
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toContain('text/calendar');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(calendar.text)).getFirstSubcomponent('vevent')!,
    );
    expect(event.summary).toBe('Encontro: Bar da Ana');
    expect(event.startDate.toString()).toBe('2026-11-28');
    expect((await api(`/api/forum/${venueId}/calendar.ics`, { token: tokens.bruno })).text).toBe(
      calendar.text,
    );
    expect((await api(`/api/forum/${venueId}/calendar.ics`, { token: tokens.carla })).status).toBe(403);
    expect((await api(`/api/forum/${venueId}/calendar.ics`)).status).toBe(401);

    const hostView = (await api('/api/winners/São Paulo', { token: tokens.bruno })).body.winners as Record<
      string,
      unknown
    >[];
    expect(hostView[0]).toMatchObject({ host_confirmed: true, confirmed_participants: 2 });
    expect(
      (await api(`/api/forum/${venueId}/confirm`, { method: 'POST', token: tokens.rafael })).status,
    ).toBe(403);
  });
});
