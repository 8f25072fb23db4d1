import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationMessages, notificationMessages, weekInstant } from '@encontro/contracts';
import { type PushEndpoint, startPushEndpoint, waitFor } from '@encontro/testing';
import { type Stack, startSeededWeek } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { WEEK, winnersKit } from './support/winners.js';

/** Friday 18:00 (São Paulo): the day-before reminder of a Saturday meetup in São Paulo. */
const FRIDAY_EVENING = weekInstant(WEEK, 5, 18);

/**
 * Issue 30 item 5 through the gateway and the real services on the dev clock: a confirmed person's
 * reminder arrives as a push with "Vou sim" / "Não vou mais", and the service worker's answer, sent
 * with the push's token and no session, frees the seat.
 */
describe('a meetup reminder answered from the push, without a session', () => {
  let stack: Stack<'identity' | 'indication' | 'notification'>;
  let users: Record<string, SeededUser> = {};
  let device: PushEndpoint;

  const api = apiClient(() => stack.base);

  beforeAll(async () => {
    device = await startPushEndpoint();
    ({ stack, users } = await startSeededWeek('sys_reminders', ['admin', 'ana', 'bruno'], {
      services: ['identity', 'indication', 'notification'],
    }));
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await device?.close();
  });

  it('the push action "Não vou mais" without a session frees the seat', async () => {
    const kit = winnersKit({ api, stack, users: () => users });
    const venue = await kit.oneWinner('ana', 'Bar da Ana', 'bruno');
    const bruno = users['bruno']!.token;
    const subscribed = await api('/api/push/subscriptions', {
      method: 'POST',
      token: bruno,
      body: device.subscription,
    });
    expect(subscribed).toMatchObject({ status: 201, body: { message: notificationMessages.subscribed } });
    expect((await api(`/api/forum/${venue}/confirm`, { method: 'POST', token: bruno })).status).toBe(200);

    stack.setClocks(FRIDAY_EVENING);
    // Bruno voted, so the reveal's push may come too, before or after he subscribed: take the reminder.
    const push = (await device.received(20_000, 'meetup.reminder')) as {
      type: string;
      actions: { action: string; title: string }[];
      data: { indication_id: string; token: string };
    };
    expect(push).toMatchObject({
      type: 'meetup.reminder',
      url: `/forum/${venue}`,
      actions: [
        { action: 'going', title: 'Vou sim' },
        { action: 'not_going', title: 'Não vou mais' },
      ],
      data: { indication_id: venue },
    });

    // What the service worker sends on the tap: no Authorization header.
    const answer = (token: string) =>
      api(`/api/forum/${venue}/reminder-answer`, {
        method: 'POST',
        body: { token, answer: 'not_going' },
      });
    const answered = await answer(push.data.token);
    expect(answered).toMatchObject({ status: 200, body: { indication_id: venue, answer: 'not_going' } });
    await waitFor(async () => {
      const mine = await api(`/api/forum/${venue}/attendance`, { token: bruno });
      return mine.status === 200 && mine.body.attendance === null;
    }, 10_000);

    expect(await answer(push.data.token)).toMatchObject({
      status: 410,
      body: { message: indicationMessages.reminderAnswered },
    });
    const forged = await answer(`${push.data.token.split('.')[0]}.${'A'.repeat(43)}`);
    expect(forged).toMatchObject({
      status: 422,
      body: {
        message: indicationMessages.reminderTokenInvalid,
        errors: { token: [indicationMessages.reminderTokenInvalid] },
      },
    });
  }, 90_000);
});
