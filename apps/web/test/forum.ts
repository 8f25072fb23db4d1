import { unsetMeetupPlan } from '@encontro/contracts';
import type {
  Comment as ForumComment,
  ConfirmedUser,
  ForumResponse,
  ForumUpdate,
  LastEncounter,
  Memory,
  Post,
} from '@encontro/contracts';
import { ids } from './indications';

/** Fixtures of the forum and last-encounter screens (SPEC §3), shaped by the contract schemas. */
export const forumIds = {
  forum: ids.bar,
  host: ids.host,
  me: '7d0c1f0e-8a4b-4a55-9a52-2f3f0c8f9d11', // makeUser()'s id
  carla: '55555555-5555-4555-8555-555555555555',
  post1: 'aaaaaaaa-0000-4000-8000-000000000001',
  post2: 'aaaaaaaa-0000-4000-8000-000000000002',
  post3: 'aaaaaaaa-0000-4000-8000-000000000003',
  comment1: 'cccccccc-0000-4000-8000-000000000001',
  comment2: 'cccccccc-0000-4000-8000-000000000002',
  comment3: 'cccccccc-0000-4000-8000-000000000003',
  memory1: 'dddddddd-0000-4000-8000-000000000001',
  memory2: 'dddddddd-0000-4000-8000-000000000002',
};

export function makeComment(overrides: Partial<ForumComment> = {}): ForumComment {
  return {
    id: forumIds.comment1,
    post_id: forumIds.post1,
    user_id: forumIds.carla,
    user_name: 'Carla Dias',
    user_photo: null,
    content: 'Eu levo o violão!',
    created_at: '2026-12-04T15:00:00.000Z',
    ...overrides,
  };
}

export function makePost(overrides: Partial<Post> = {}): Post {
  const comments = overrides.comments ?? [];
  return {
    id: forumIds.post1,
    forum_id: forumIds.forum,
    user_id: forumIds.host,
    user_name: 'Bruno Lima',
    user_photo: null,
    content: 'Vamos nos encontrar às 20h na entrada.',
    created_at: '2026-12-04T12:00:00.000Z',
    comments_count: comments.length,
    comments,
    ...overrides,
  };
}

export const hostUser: ConfirmedUser = {
  user_id: forumIds.host,
  name: 'Bruno',
  surname: 'Lima',
  photo: null,
  confirmed_at: '2026-12-04T03:00:00.000Z',
  is_host: true,
  checked_in_at: null,
};

export function makeForum(overrides: Partial<ForumResponse> = {}): ForumResponse {
  const posts = overrides.posts ?? [makePost()];
  const confirmedUsers = overrides.confirmed_users ?? [
    hostUser,
    {
      user_id: forumIds.carla,
      name: 'Carla',
      surname: 'Dias',
      photo: null,
      confirmed_at: '2026-12-04T04:00:00.000Z',
      is_host: false,
      checked_in_at: null,
    },
  ];
  return {
    forum_id: forumIds.forum,
    winner: {
      indication_id: forumIds.forum,
      host_id: forumIds.host,
      name: 'Bar do Zé',
      address: 'Rua Augusta, 100',
      reference: 'Perto do metrô',
      event_day: 'Sábado',
      event_time: 'Noite - Horário a combinar',
      ...unsetMeetupPlan('America/Sao_Paulo'),
      photo_url: 'storage/indications/u/a.webp',
      photos: ['storage/indications/u/a.webp'],
      host_name: 'Bruno Lima',
      host_photo: null,
      vote_count: 7,
      position: 1,
      city: 'São Paulo',
      state: 'São Paulo',
      city_id: '3550308',
      week: '2026-W49',
    },
    posts,
    stats: {
      total_posts: posts.length,
      total_comments: posts.reduce((n, p) => n + p.comments_count, 0),
      active_participants: confirmedUsers.length,
    },
    user_confirmed: true,
    userConfirmation: true,
    is_host: false,
    confirmed_users: confirmedUsers,
    checked_in_count: 0,
    open_until: '2026-12-07T02:59:59.999Z',
    ...overrides,
  };
}

let nextUpdateId = 1;

/** A real-time update as the gateway sends it; ids increase like the server's cursor. */
export function makeUpdate<T extends ForumUpdate['type']>(
  type: T,
  data: Extract<ForumUpdate, { type: T }>['data'],
): ForumUpdate {
  return {
    id: String(nextUpdateId++),
    forum_id: forumIds.forum,
    type,
    data,
    created_at: '2026-12-04T18:00:00.000Z',
  } as ForumUpdate;
}

export function makeMemory(overrides: Partial<Memory> = {}): Memory {
  return {
    id: forumIds.memory1,
    photo_url: 'storage/memories/u/m1.webp',
    description: 'Todo mundo reunido no fim da noite',
    user_id: forumIds.carla,
    user_name: 'Carla Dias',
    user_photo: null,
    created_at: '2026-12-06T01:00:00.000Z',
    ...overrides,
  };
}

export function makeLastEncounter(overrides: Partial<LastEncounter> = {}): LastEncounter {
  return {
    encounter: {
      forum_id: forumIds.forum,
      name: 'Bar do Zé',
      address: 'Rua Augusta, 100',
      reference: 'Perto do metrô',
      ...unsetMeetupPlan('America/Sao_Paulo'),
      photos: [{ url: 'storage/indications/u/a.webp' }, { url: 'storage/indications/u/b.webp' }],
      vote_count: 7,
      confirmed_participants: 3,
      checked_in_count: 0,
      total_posts: 2,
      total_comments: 5,
      host_id: forumIds.host,
      host_name: 'Bruno Lima',
      host_photo: null,
      event_date: '2026-12-05',
      event_day: 'Sábado',
      event_time: 'Noite - Horário a combinar',
      city: 'São Paulo',
      state: 'São Paulo',
      week: '2026-W49',
    },
    forum_posts: [
      {
        id: forumIds.post1,
        user_name: 'Bruno Lima',
        user_photo: null,
        is_host: true,
        content: 'Vamos nos encontrar às 20h na entrada.',
        created_at: '2026-12-04T12:00:00.000Z',
        likes_count: 0,
        comments_count: 3,
      },
    ],
    participants: [
      { id: forumIds.host, name: 'Bruno Lima', photo: null, city: 'São Paulo', is_host: true },
      { id: forumIds.carla, name: 'Carla Dias', photo: null, city: 'Campinas', is_host: false },
    ],
    memories: [
      makeMemory(),
      makeMemory({
        id: forumIds.memory2,
        photo_url: 'storage/memories/u/m2.webp',
        description: 'O bolo surpresa',
        user_name: 'Bruno Lima',
        user_id: forumIds.host,
      }),
    ],
    memories_open: true,
    can_add_memory: false,
    ...overrides,
  };
}
