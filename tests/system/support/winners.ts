import { indicationRpc, weekInstant } from '@encontro/contracts';
import type { ServiceClient } from '@encontro/server-messaging';
import { waitFor } from '@encontro/testing';
import { nomination, photoKey } from '@encontro/indication-svc/test-support';
import type { Stack } from './stack.js';
import type { Api, SeededUser } from './system-harness.js';

/** 2026-W48: Monday 23 – Sunday 29 November 2026 (America/Sao_Paulo). */
export const WEEK = '2026-W48';
export const MONDAY = weekInstant(WEEK, 1, 10);
/** Friday noon: the winners are out, the forums open, the host has until Saturday 00:00. */
export const FRIDAY = weekInstant(WEEK, 5, 12);
/** Saturday 10:00: after the host hand-over; memories open. */
export const SATURDAY = weekInstant(WEEK, 6, 10);
/** Saturday 18:00: a Saturday-night meetup without a set time has begun; its check-in opened at 17:00. */
export const SATURDAY_NIGHT = weekInstant(WEEK, 6, 18);

/**
 * A nomination as indication-svc takes it from the gateway (photos as stored keys, no upload);
 * `n` tells the photo keys of one person's nominations apart. Returns the indication's id.
 */
export async function submitNomination(client: ServiceClient, userId: string, venue: string, n = 1) {
  const answer = await client.call(indicationRpc.submit, {
    user_id: userId,
    body: nomination({ name: venue }),
    photo_keys: [photoKey(userId, n)],
  });
  return answer.indication!.indication_id;
}

/**
 * A week's winners made the way people make them, through the real services: each host nominates
 * (Monday; photos as stored keys, no upload), the admin approves, the voters vote, then `closeWeek`
 * moves the clocks to Friday.
 */
export function winnersKit(options: {
  api: Api;
  /** Its client nominates; `closeWeek` moves its clocks. */
  stack: Pick<Stack<never>, 'client' | 'setClocks'>;
  users: () => Record<string, SeededUser>;
}) {
  const { api, stack } = options;
  const user = (name: string) => {
    const found = options.users()[name];
    if (!found) throw new Error(`unknown user ${name}`);
    return found;
  };

  const nominate = async (host: string, venue: string, n = 1): Promise<string> => {
    const id = await submitNomination(stack.client, user(host).user_id, venue, n);
    const approved = await api(`/api/admin/indications/${id}/approve`, {
      method: 'PUT',
      token: user('admin').token,
    });
    if (approved.status !== 200) throw new Error(`approve ${venue}: ${JSON.stringify(approved.body)}`);
    return id;
  };

  const vote = async (voter: string, indicationId: string) => {
    const answer = await api(`/api/indications/${indicationId}/vote`, {
      method: 'POST',
      token: user(voter).token,
    });
    if (answer.status !== 200) throw new Error(`vote ${voter}: ${JSON.stringify(answer.body)}`);
  };

  /** Friday noon on every clock; resolves once the city's winners are out. */
  const closeWeek = async (viewer: string, expected: number) => {
    stack.setClocks(FRIDAY);
    await waitFor(async () => {
      const winners = (await api('/api/winners/3550308', { token: user(viewer).token })).body
        .winners as unknown[];
      return (winners?.length ?? 0) >= expected;
    }, 15_000);
  };

  /**
   * The city's one winner of the week: `host` nominates `venue` (approved), `voter` votes for it,
   * the week closes. Returns the indication's id.
   */
  const oneWinner = async (host: string, venue: string, voter: string): Promise<string> => {
    const id = await nominate(host, venue);
    await vote(voter, id);
    await closeWeek(voter, 1);
    return id;
  };

  return { nominate, vote, closeWeek, oneWinner };
}
