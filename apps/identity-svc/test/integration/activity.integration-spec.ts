import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  type EventName,
  type EventPayload,
  type ProfileUpdateRequest,
  indicationMessages,
  weekOf,
} from '@encontro/contracts';
import { JetStreamConnection } from '@encontro/server-events';
import { waitFor } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { ProfileHandlers } from '../../src/profile/profile.handlers.js';
import { SessionsHandlers } from '../../src/sessions/sessions.handlers.js';
import { verifiedAccount } from '../support/account-flows.js';
import { identitySuite } from '../support/suite.js';

const MONDAY = new Date('2026-11-23T10:00:00-03:00');
const WEEK = weekOf(MONDAY).week;
const toRio: ProfileUpdateRequest = {
  name: 'Ana',
  surname: 'Souza',
  state: 'Rio de Janeiro',
  city: 'Rio de Janeiro',
  city_id: '3304557',
  gender: 'F',
};

describe('identity-svc keeps up with indication-svc', () => {
  const t = identitySuite('identity_activity');

  beforeAll(() => {
    t.clock.set(MONDAY);
  });

  /** Publishes an event on the suite's stream, as indication-svc's outbox relay would. */
  const publish = async <N extends EventName>(name: N, payload: EventPayload<N>) => {
    const connection = t.get(JetStreamConnection);
    const { js } = await connection.get();
    const id = randomUUID();
    const envelope = { id, name, occurred_at: new Date().toISOString(), payload };
    await js.publish(connection.subject(name), JSON.stringify(envelope), { msgID: id });
  };
  const me = async (userId: string) => (await t.get(SessionsHandlers).me({ user_id: userId })).user;
  const common = (userId: string, indicationId: string) => ({
    indication_id: indicationId,
    user_id: userId,
    week: WEEK,
    city_id: '3550308',
    at: MONDAY.toISOString(),
  });
  const moveToRio = (userId: string) =>
    t.get(ProfileHandlers).updateProfile({ user_id: userId, body: toRio });
  /** The week of the person's latest nomination, as identity-svc recorded it. */
  const nominationWeek = async (userId: string) =>
    (
      await t.sql<{ indication_week: string | null }>(
        `select indication_week from ${t.table('weekly_activity')} where user_id = ?`,
        [userId],
      )
    )[0]?.indication_week;
  /** Publishes this week's nomination of the person and waits until identity-svc has recorded it. */
  const nominate = async (userId: string, indicationId: string) => {
    await publish('indication.submitted', {
      ...common(userId, indicationId),
      state: 'São Paulo',
      city: 'São Paulo',
      name: 'Bar',
      address: 'Rua A',
      status: 'pending',
      submitted_at: MONDAY.toISOString(),
    });
    await waitFor(async () => (await nominationWeek(userId)) === WEEK);
  };

  it('follows the vote and the confirmed presence in /api/me', async () => {
    const { userId } = await verifiedAccount(t);
    const [first, second] = [randomUUID(), randomUUID()];
    await publish('vote.cast', common(userId, first));
    await waitFor(async () => (await me(userId)).last_voted_indication_id === first);
    await publish('vote.removed', common(userId, first));
    await waitFor(async () => (await me(userId)).last_voted_indication_id === null);
    await publish('vote.cast', common(userId, second));
    await publish('attendance.confirmed', { indication_id: second, week: WEEK, user_id: userId, at: '' });
    await waitFor(async () => {
      const user = await me(userId);
      return user.last_voted_indication_id === second && user.last_confirmed_indication_id === second;
    });
  });

  it('keeps a vote when the removal of an older one arrives, and records nothing for an unknown person', async () => {
    const { userId } = await verifiedAccount(t);
    const [older, current] = [randomUUID(), randomUUID()];
    const stranger = randomUUID();
    await publish('vote.cast', common(stranger, current));
    await publish('vote.cast', common(userId, current));
    await publish('vote.removed', common(userId, older));
    await publish('attendance.confirmed', { indication_id: current, week: WEEK, user_id: userId, at: '' });
    await waitFor(async () => (await me(userId)).last_confirmed_indication_id === current);
    expect((await me(userId)).last_voted_indication_id).toBe(current);
    const strangerRows = await t.sql(`select 1 from ${t.table('weekly_activity')} where user_id = ?`, [
      stranger,
    ]);
    expect(strangerRows).toHaveLength(0);
  });

  it('refuses a city change while the person voted this week, and allows it the week after', async () => {
    const { userId } = await verifiedAccount(t);
    await publish('vote.cast', common(userId, randomUUID()));
    await waitFor(async () => (await me(userId)).last_voted_indication_id !== null);
    await expect(moveToRio(userId)).rejects.toMatchObject({
      reason: 'CITY_CHANGE_BLOCKED',
      errors: { city: [indicationMessages.cityChangeBlocked] },
    });
    // Staying in the same city is always fine.
    await expect(
      t.get(ProfileHandlers).updateProfile({
        user_id: userId,
        body: { ...toRio, state: 'SP', city: 'São Paulo', city_id: '3550308', name: 'Ana Maria' },
      }),
    ).resolves.toMatchObject({ user: { name: 'Ana Maria' } });
    t.clock.set(new Date('2026-11-30T10:00:00-03:00'));
    try {
      await expect(moveToRio(userId)).resolves.toMatchObject({
        user: { city_id: '3304557' },
      });
    } finally {
      t.clock.set(MONDAY);
    }
  });

  it('refuses a city change while the person has this week’s nomination, until it is rejected', async () => {
    const { userId } = await verifiedAccount(t);
    const indicationId = randomUUID();
    await nominate(userId, indicationId);
    await expect(moveToRio(userId)).rejects.toMatchObject({
      reason: 'CITY_CHANGE_BLOCKED',
    });
    await publish('indication.rejected', common(userId, indicationId));
    await waitFor(async () => (await nominationWeek(userId)) === null);
    await expect(moveToRio(userId)).resolves.toMatchObject({
      user: { city_id: '3304557' },
    });
  });

  it('frees the city once this week’s nomination was removed (reported content)', async () => {
    const { userId } = await verifiedAccount(t);
    const indicationId = randomUUID();
    await nominate(userId, indicationId);
    await publish('indication.removed', {
      ...common(userId, indicationId),
      previous_status: 'active',
      photos: [],
      reason: 'admin',
    });
    await waitFor(async () => (await nominationWeek(userId)) === null);
    await expect(moveToRio(userId)).resolves.toMatchObject({
      user: { city_id: '3304557' },
    });
  });

  it('refuses a city change while the person confirmed presence this week', async () => {
    const { userId } = await verifiedAccount(t);
    await publish('attendance.confirmed', {
      indication_id: randomUUID(),
      week: WEEK,
      user_id: userId,
      at: '',
    });
    await waitFor(async () => (await me(userId)).last_confirmed_indication_id !== null);
    await expect(moveToRio(userId)).rejects.toMatchObject({
      reason: 'CITY_CHANGE_BLOCKED',
    });
  });
});
