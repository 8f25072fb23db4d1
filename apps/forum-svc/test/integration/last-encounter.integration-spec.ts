import { beforeAll, describe, expect, it } from '@jest/globals';
import { forumMessages, lastEncounterSchema, noLastEncounter, unsetMeetupPlan } from '@encontro/contracts';
import { randomUUID } from 'node:crypto';
import { MemoriesHandlers } from '../../src/memories/memories.handlers.js';
import { FORUM_WEEK, type ForumPerson, at, newCity } from '../support/forum-test-app.js';
import { failure, forumSuite } from '../support/suite.js';

const photo = (who: ForumPerson) => `storage/memories/${who.user_id}/${randomUUID()}.webp`;

describe('forum-svc last encounter and memories', () => {
  const t = forumSuite('forum_last');
  let memories: MemoriesHandlers;

  beforeAll(() => {
    memories = t.get(MemoriesHandlers);
  });

  const lastEncounter = async (who: ForumPerson) =>
    lastEncounterSchema.strict().parse(await memories.lastEncounter({ user_id: who.user_id }));
  const addMemory = (who: ForumPerson, description = 'Que noite!', forumId?: string) =>
    memories.addMemory({
      user_id: who.user_id,
      photo_key: photo(who),
      description,
      ...(forumId ? { forum_id: forumId } : {}),
    });

  it('is empty until the first-placed meetup of the city reaches its Saturday', async () => {
    const place = newCity();
    const f = await t.forum({ place, position: 1 });
    await t.forum({ place, position: 2 });
    const ana = await t.person(place);
    t.setDay(5, FORUM_WEEK, 23);
    expect(await lastEncounter(ana)).toEqual(noLastEncounter());
    t.clock.set(at(FORUM_WEEK, 6, 0));
    expect((await lastEncounter(ana)).encounter?.forum_id).toBe(f.id);
    expect(await lastEncounter(await t.person(newCity()))).toMatchObject({ encounter: null });
  });

  it('recaps the meetup: venue, counts, host, date, forum summary, participants with city, memories', async () => {
    const place = newCity();
    const host = await t.person(place, { photo: 'storage/users/h/host.webp' });
    const f = await t.forum({
      place,
      host,
      eventDay: 'Domingo',
      name: 'Bar do Zé',
      photos: ['storage/indications/a.webp', 'storage/indications/b.webp'],
    });
    const ana = await t.person(place);
    const bruno = await t.person(place);
    await t.attend(f, ana);
    await t.attend(f, bruno);
    // The host confirmed last, and is still listed first.
    await t.attend(f, host);
    t.setDay(5);
    const { post } = await t.post(host.user_id, f.id, 'Bem-vindos');
    await t.comment(ana.user_id, post.id, 'Obrigada!');
    t.setDay(7);
    await t.checkIn(f, ana);
    await addMemory(ana, 'Foto da mesa');

    const recap = await lastEncounter(bruno);
    expect(recap.encounter).toEqual({
      forum_id: f.id,
      name: 'Bar do Zé',
      address: 'Rua Augusta, 100',
      reference: 'Perto do metrô',
      ...unsetMeetupPlan('America/Sao_Paulo'),
      photos: [{ url: 'storage/indications/a.webp' }, { url: 'storage/indications/b.webp' }],
      vote_count: 7,
      confirmed_participants: 3,
      checked_in_count: 1,
      total_posts: 1,
      total_comments: 1,
      host_id: host.user_id,
      host_name: `${host.name} ${host.surname}`,
      host_photo: 'storage/users/h/host.webp',
      event_date: '2026-11-29',
      event_day: 'Domingo',
      event_time: 'Noite - Horário a combinar',
      city: place.city,
      state: place.state,
      week: FORUM_WEEK,
    });
    expect(recap.forum_posts).toEqual([
      {
        id: post.id,
        user_name: `${host.name} ${host.surname}`,
        user_photo: 'storage/users/h/host.webp',
        is_host: true,
        content: 'Bem-vindos',
        created_at: post.created_at,
        likes_count: 0,
        comments_count: 1,
      },
    ]);
    expect(recap.participants.map((p) => [p.id, p.is_host, p.city])).toEqual([
      [host.user_id, true, place.city],
      [ana.user_id, false, place.city],
      [bruno.user_id, false, place.city],
    ]);
    expect(recap.memories).toEqual([
      expect.objectContaining({ description: 'Foto da mesa', user_name: `${ana.name} ${ana.surname}` }),
    ]);
    expect(recap.memories[0]!.photo_url).toMatch(/^storage\/memories\//);
    expect(recap.memories_open).toBe(true);
    // Bruno confirmed but never checked in; Ana came.
    expect(recap.can_add_memory).toBe(false);
    expect((await lastEncounter(ana)).can_add_memory).toBe(true);
    // Someone of the city who did not go sees it but cannot add.
    expect((await lastEncounter(await t.person(place))).can_add_memory).toBe(false);
  });

  it('takes memories from those who checked in and the host, Saturday 00:00 until the next Friday 00:00', async () => {
    const place = newCity();
    const f = await t.forum({ place });
    const ana = await t.person(place);
    const stranger = await t.person(place);
    await t.attend(f, ana);
    await t.checkIn(f, ana);

    t.clock.set(at(FORUM_WEEK, 5, 23));
    expect(await failure(addMemory(ana))).toEqual({
      reason: 'NO_ENCOUNTER',
      message: 'Nenhum encontro realizado ainda',
    });
    expect(await failure(addMemory(ana, 'Cedo demais', f.id))).toEqual({
      reason: 'MEMORIES_CLOSED',
      message: 'As memórias podem ser adicionadas do sábado do encontro até a sexta-feira seguinte.',
    });
    t.clock.set(at(FORUM_WEEK, 6, 0));
    expect((await addMemory(ana, '  Chegamos!  ')).memory).toMatchObject({
      description: 'Chegamos!',
      user_id: ana.user_id,
    });
    expect((await addMemory(f.host, 'Do anfitrião')).memory.user_id).toBe(f.host.user_id);
    expect(await failure(addMemory(stranger))).toEqual({
      reason: 'MEMORY_NOT_PARTICIPANT',
      message: forumMessages.memoryNotParticipant,
    });
    expect((await failure(addMemory(await t.person(newCity()), 'Outra cidade', f.id))).reason).toBe(
      'FORUM_OTHER_CITY',
    );
    t.clock.set(at('2026-W49', 4, 23));
    expect((await addMemory(ana, 'Quinta à noite')).memory.description).toBe('Quinta à noite');
    t.clock.set(at('2026-W49', 5, 0));
    expect((await failure(addMemory(ana, 'Tarde demais'))).reason).toBe('MEMORIES_CLOSED');
    expect((await lastEncounter(ana)).memories_open).toBe(false);
    expect((await lastEncounter(ana)).memories.map((m) => m.description)).toEqual([
      'Quinta à noite',
      'Do anfitrião',
      'Chegamos!',
    ]);
  });

  it('refuses a blank or too long description and a photo key the gateway did not make', async () => {
    const place = newCity();
    const f = await t.forum({ place });
    await t.attend(f, f.host);
    t.setDay(6);
    expect(await failure(addMemory(f.host, '   '))).toMatchObject({
      reason: 'VALIDATION_FAILED',
      message: 'A descrição é obrigatória',
    });
    expect(await failure(addMemory(f.host, 'x'.repeat(201)))).toMatchObject({
      message: 'A descrição deve ter no máximo 200 caracteres',
    });
    expect(
      (
        await failure(
          memories.addMemory({ user_id: f.host.user_id, photo_key: '../../etc/passwd', description: 'oi' }),
        )
      ).reason,
    ).toBe('VALIDATION_FAILED');
    expect(await t.count('memories', 'forum_id = ?', [f.id])).toBe(0);
  });
});
