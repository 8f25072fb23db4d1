import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitFor } from '@encontro/testing';
import { type Stack, startSeededWeek } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { winnersKit } from './support/winners.js';

type Stats = { posts: number; comments: number; confirmed_participants: number };

/**
 * Issue 13 item 2 with the real services: an indication's stats are the forum's. Posts and comments
 * written, deleted by their authors, edited and deleted by an admin move `stats` in the admin's
 * indication list and detail, the Home list, the forum page and the admin's Fóruns tab alike. The
 * presences are the attendance records everywhere (issue 28): the Home's winner card counts and the
 * forum lists the same people, and a host is one of them only once they confirmed.
 */
describe("an indication's stats are its forum's, wherever they are shown", () => {
  let stack: Stack<'identity' | 'indication' | 'forum'>;
  let users: Record<string, SeededUser> = {};
  let venue: string;

  const api = apiClient(() => stack.base);
  const as = (who: string) => users[who]!.token;

  /** Every view of the indication, once the forum's latest counts have reached indication-svc. */
  const expectEverywhere = async (expected: Stats) => {
    await waitFor(async () => {
      const detail = await api(`/api/admin/indications/${venue}`, { token: as('admin') });
      return JSON.stringify((detail.body.indication as { stats: Stats }).stats) === JSON.stringify(expected);
    }, 10_000);
    const list = await api('/api/admin/indications?search=Bar%20da%20Ana', { token: as('admin') });
    expect(
      (list.body.data as { indication_id: string; stats: Stats }[]).map((i) => [i.indication_id, i.stats]),
    ).toEqual([[venue, expected]]);
    const home = (await api('/api/indications', { token: as('bruno') })).body.indications as {
      indication_id: string;
      stats: Stats;
    }[];
    expect(home.find((i) => i.indication_id === venue)?.stats).toEqual(expected);
    const page = await api(`/api/forum/${venue}`, { token: as('bruno') });
    expect(page.body.stats).toEqual({
      total_posts: expected.posts,
      total_comments: expected.comments,
      active_participants: expected.confirmed_participants,
    });
    expect(page.body.confirmed_users).toHaveLength(expected.confirmed_participants);
    const card = (await api('/api/winners/3550308', { token: as('bruno') })).body.winners as {
      indication_id: string;
      confirmed_participants: number;
    }[];
    expect(card.find((w) => w.indication_id === venue)?.confirmed_participants).toBe(
      expected.confirmed_participants,
    );
    const forums = (await api('/api/admin/forums', { token: as('admin') })).body.data as {
      id: string;
      stats: Stats;
    }[];
    expect(forums.find((f) => f.id === venue)?.stats).toEqual(expected);
  };
  const post = async (content: string) =>
    (
      (await api(`/api/forum/${venue}/posts`, { token: as('ana'), body: { content } })).body.post as {
        id: string;
      }
    ).id;
  const comment = async (who: string, postId: string, content: string) =>
    (
      (await api(`/api/forum/posts/${postId}/comments`, { token: as(who), body: { content } })).body
        .comment as {
        id: string;
      }
    ).id;
  const ok = async (answer: Promise<{ status: number }>) => expect((await answer).status).toBe(200);

  beforeAll(async () => {
    ({ stack, users } = await startSeededWeek('sys_stats', ['admin', 'ana', 'bruno', 'carla', 'diego'], {
      services: ['identity', 'indication', 'forum'],
      livePush: true,
    }));
  }, 180_000);

  afterAll(() => stack?.stop());

  it('starts from the forum as it opens: no posts, comments or presences, the host’s neither', async () => {
    venue = await winnersKit({ api, stack, users: () => users }).oneWinner('ana', 'Bar da Ana', 'carla');
    await expectEverywhere({ posts: 0, comments: 0, confirmed_participants: 0 });
  }, 60_000);

  it('follows presences, posts and comments, deletions by their authors and an admin', async () => {
    await ok(api(`/api/forum/${venue}/confirm`, { method: 'POST', token: as('carla') }));
    await ok(api(`/api/forum/${venue}/confirm`, { method: 'POST', token: as('bruno') }));
    await expectEverywhere({ posts: 0, comments: 0, confirmed_participants: 2 });
    // The host confirms: now one of the confirmed participants, listed first.
    await ok(api(`/api/forum/${venue}/confirm`, { method: 'POST', token: as('ana') }));
    await expectEverywhere({ posts: 0, comments: 0, confirmed_participants: 3 });
    expect((await api(`/api/forum/${venue}`, { token: as('bruno') })).body.confirmed_users).toMatchObject([
      { user_id: users.ana!.user_id, is_host: true },
      { is_host: false },
      { is_host: false },
    ]);

    const first = await post('Mesa para dez às 19h');
    const second = await post('Quem leva o bolo?');
    await comment('carla', first, 'Combinado');
    const brunos = await comment('bruno', first, 'Chego às 19h30');
    const carlas = await comment('carla', second, 'Eu levo');
    await expectEverywhere({ posts: 2, comments: 3, confirmed_participants: 3 });

    // The author deletes their own comment.
    await ok(api(`/api/forum/comments/${carlas}`, { method: 'DELETE', token: as('carla') }));
    await expectEverywhere({ posts: 2, comments: 2, confirmed_participants: 3 });

    // An admin's edit counts nothing; an admin's deletion takes the post with its comments.
    await ok(
      api(`/api/admin/comments/${brunos}`, {
        method: 'PUT',
        token: as('admin'),
        body: { content: 'Chego cedo' },
      }),
    );
    await ok(api(`/api/admin/posts/${first}`, { method: 'DELETE', token: as('admin') }));
    await expectEverywhere({ posts: 1, comments: 0, confirmed_participants: 3 });

    // The host deletes their own post.
    await ok(api(`/api/forum/posts/${second}`, { method: 'DELETE', token: as('ana') }));
    await expectEverywhere({ posts: 0, comments: 0, confirmed_participants: 3 });
  }, 60_000);
});
