import type {
  AdminComment,
  AdminForum,
  AdminForumList,
  AdminIndication,
  AdminIndicationPage,
  AdminPost,
  AdminTicket,
  AdminTicketPage,
  AuditEntry,
  AuditPage,
  Report,
  ReportPage,
  Statistics,
} from '@encontro/contracts';
import type { AdminUser, AdminUserPage } from '@encontro/contracts';
import { screen, within } from '@testing-library/react';
import { defaultPlatformSettings, foldSearchText } from '@encontro/contracts';
import { makeIndication } from './indications';
import { makeUser, mockApi, renderApp } from './utils';

/** Fixtures of the admin panel (SPEC §3), shaped by the contract schemas. */
export const admin = makeUser({
  user_id: '99999999-9999-4999-8999-999999999999',
  name: 'Admin',
  surname: 'Encontro',
  email: 'admin@example.com',
  is_admin: true,
});

/** n-th id of a kind, as a valid UUID: uuid(1, 'a') = 'aaaaaaaa-0000-4000-8000-000000000001'. */
export const uuid = (n: number, prefix = 'a') =>
  `${prefix.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeStatistics(overrides: Partial<Statistics> = {}): Statistics {
  return {
    active_users: { value: 120, has_data: true, growth: 12.5, growth_type: 'positive' },
    pending_indications: { value: 4, has_data: true, new_today: 2 },
    reports: { value: 3, has_data: true, urgent: 1 },
    support_tickets: { value: 9, has_data: true, open: 5 },
    ...overrides,
  };
}

export const emptyStatistics: Statistics = {
  active_users: { value: 0, has_data: false, growth: 0, growth_type: 'positive' },
  pending_indications: { value: 0, has_data: false, new_today: 0 },
  reports: { value: 0, has_data: false, urgent: 0 },
  support_tickets: { value: 0, has_data: false, open: 0 },
};

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    user_id: uuid(1, 'b'),
    name: 'Bruno',
    surname: 'Lima',
    email: 'bruno@example.com',
    state: 'São Paulo',
    city: 'São Paulo',
    gender: 'M',
    photo: null,
    is_admin: false,
    last_voted_indication_id: null,
    last_confirmed_indication_id: null,
    blocked: false,
    email_verified: true,
    created_at: '2024-03-05T15:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/admin/users: `list` filtered already, one page of it (20 as the server's default; no from/to). */
export function userPage(list: AdminUser[], page = 1, perPage = 20): AdminUserPage {
  const { data, meta } = paged(list, page, perPage);
  return {
    data,
    meta: { total: meta.total, page, per_page: perPage, last_page: meta.last_page, total_exact: true },
  };
}

/**
 * GET /api/admin/users answered as identity-svc does: `?search` in the full name or the e-mail
 * (folded; one or two letters: at their start), `?state`, then the page asked for (`?page`,
 * `?per_page`, 20 by default).
 */
export function usersAnswer(list: () => AdminUser[]) {
  return ({ query }: { query: URLSearchParams }) => {
    const search = foldSearchText(query.get('search') ?? '');
    const state = query.get('state');
    const found = list().filter(
      (u) =>
        (!state || u.state === state) &&
        [`${u.name} ${u.surname}`, u.email].some((text) =>
          search.length < 3 ? foldSearchText(text).startsWith(search) : foldSearchText(text).includes(search),
        ),
    );
    return { body: userPage(found, ...pageAsked(query, 20)) };
  };
}

export function makeAdminIndication(overrides: Partial<AdminIndication> = {}): AdminIndication {
  const base = makeIndication({ status: 'pending', ...overrides });
  return {
    ...base,
    host_name: base.host_name ?? 'Bruno Lima',
    host_id: base.host,
    host_email: 'bruno@example.com',
    reviewed_at: null,
    rejection_reason: null,
    likely_duplicate_of: null,
    ...overrides,
  };
}

export function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    denuncia_id: uuid(1, 'e'),
    type: 'post',
    target_id: uuid(1, 'f'),
    content_type: 'Post',
    status: 'pending',
    resolved: false,
    status_label: 'Pendente',
    resolution: null,
    resolution_status: 'Aguardando análise',
    message: 'Linguagem ofensiva',
    created_at: '2026-12-04T15:00:00.000Z',
    resolved_at: null,
    resolved_by: null,
    urgent: false,
    open_reports: 1,
    denunciante: { id: uuid(2, 'b'), name: 'Carla', surname: 'Dias', email: 'carla@example.com' },
    indication: null,
    post: {
      id: uuid(1, 'f'),
      content: 'Conteúdo do post denunciado',
      created_at: '2026-12-04T14:00:00.000Z',
      forum_id: uuid(1, '1'),
      forum_name: 'Bar do Zé',
      city: 'São Paulo',
      state: 'São Paulo',
      author: { id: uuid(1, 'b'), name: 'Bruno Lima', email: 'bruno@example.com' },
    },
    comment: null,
    city: 'São Paulo',
    state: 'São Paulo',
    ...overrides,
  };
}

/**
 * One page of `list` as the server pages it: the `page` of `perPage` items, with the meta of every
 * admin list (`from` and `to` null on an empty page).
 */
function paged<T>(list: readonly T[], page: number, perPage: number) {
  const total = list.length;
  const data = list.slice((page - 1) * perPage, page * perPage);
  const from = data.length ? (page - 1) * perPage + 1 : null;
  const meta = {
    total,
    page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total_exact: true,
    from,
    to: from === null ? null : from + data.length - 1,
  };
  return { data, meta };
}

/** The page a list call asks for (`?page=`, first by default) and its size (`?per_page=`, else `perPage`). */
export const pageAsked = (query: URLSearchParams, perPage: number) =>
  [Number(query.get('page') ?? 1), Number(query.get('per_page') ?? perPage)] as const;

/** GET /api/admin/indications: `list` filtered already, one page of it (20 as the server's default). */
export function indicationPage(list: AdminIndication[], page = 1, perPage = 20): AdminIndicationPage {
  return paged(list, page, perPage);
}

/** GET /api/admin/reports: one page of `list` (10 as the server's default). */
export function reportPage(list: Report[], page = 1, perPage = 10): ReportPage {
  return paged(list, page, perPage);
}

export function makeAdminTicket(overrides: Partial<AdminTicket> = {}): AdminTicket {
  return {
    ticket_id: uuid(1, 'c'),
    message_type: 'general',
    subject: 'Não consigo votar',
    message: 'O botão Votar não aparece.',
    responded: false,
    response: null,
    responded_at: null,
    created_at: '2026-11-30T13:00:00.000Z',
    user: { name: 'Ana', surname: 'Souza', email: 'ana@example.com', city: 'São Paulo', state: 'São Paulo' },
    contact: { name: 'Ana Souza', email: 'ana@example.com' },
    indication: null,
    status: 'open',
    finalized_at: null,
    ...overrides,
  };
}

/** GET /api/admin/support-tickets: one page of `list` (10 as the server's default), its meta at the top level. */
export function ticketPage(list: AdminTicket[], page = 1, perPage = 10): AdminTicketPage {
  const { data, meta } = paged(list, page, perPage);
  return { data, ...meta };
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    audit_id: uuid(1, 'a'),
    actor_id: admin.user_id,
    actor_name: 'Admin Encontro',
    action: 'censored_word.add',
    target_type: 'censored_word',
    target_id: '1',
    before: null,
    after: { words: [{ word_id: 1, word: 'bobo' }] },
    at: '2026-12-04T15:00:00.000Z',
    source: 'admin-svc',
    ...overrides,
  };
}

/** GET /api/admin/audit: one page of `list` (20 as the server's default). */
export function auditPage(list: AuditEntry[], page = 1, perPage = 20): AuditPage {
  return paged(list, page, perPage);
}

export function makeAdminForum(overrides: Partial<AdminForum> = {}): AdminForum {
  return {
    id: uuid(1, '1'),
    indication_id: uuid(1, '1'),
    name: 'Bar do Zé',
    address: 'Rua Augusta, 100',
    city: 'São Paulo',
    state: 'São Paulo',
    week: '2026-W49',
    position: 1,
    host_id: uuid(1, 'b'),
    host_name: 'Bruno Lima',
    event_day: 'Sábado',
    event_time: 'Noite - Horário a combinar',
    photo_url: null,
    stats: { posts: 2, comments: 3, confirmed_participants: 5 },
    created_at: '2026-12-04T03:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/admin/forums: one page of `list` (10 as the server's default). */
export function forumPage(list: AdminForum[], page = 1, perPage = 10): AdminForumList {
  return paged(list, page, perPage);
}

export function makeAdminPost(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id: uuid(1, 'f'),
    forum_id: uuid(1, '1'),
    forum_name: 'Bar do Zé',
    city: 'São Paulo',
    user_id: uuid(1, 'b'),
    user_name: 'Bruno Lima',
    user_email: 'bruno@example.com',
    user_photo: null,
    content: 'Vamos nos encontrar às 20h na entrada.',
    created_at: '2026-12-04T14:00:00.000Z',
    updated_at: null,
    comments_count: 1,
    ...overrides,
  };
}

export function makeAdminComment(overrides: Partial<AdminComment> = {}): AdminComment {
  return {
    id: uuid(1, 'd'),
    post_id: uuid(1, 'f'),
    forum_id: uuid(1, '1'),
    forum_name: 'Bar do Zé',
    city: 'São Paulo',
    user_id: uuid(2, 'b'),
    user_name: 'Carla Dias',
    user_email: 'carla@example.com',
    user_photo: null,
    content: 'Estarei lá!',
    created_at: '2026-12-04T15:00:00.000Z',
    updated_at: null,
    ...overrides,
  };
}

type Handlers = Parameters<typeof mockApi>[0];

/** The admin signed in, the statistics and the users tab answered; `extra` adds or overrides calls. */
export function mockAdminApi(extra: Handlers = {}) {
  return mockApi({
    'GET /api/me': { body: { user: admin } },
    'GET /api/admin/statistics': { body: makeStatistics() },
    'GET /api/states': { body: { states: ['Rio de Janeiro', 'São Paulo'] } },
    'GET /api/admin/users': { body: userPage([]) },
    'GET /api/admin/indications': { body: indicationPage([]) },
    'GET /api/admin/reports': { body: reportPage([]) },
    'GET /api/admin/forums': { body: forumPage([]) },
    'GET /api/admin/support-tickets': { body: ticketPage([]) },
    'GET /api/admin/censored-words': { body: { words: [] } },
    'GET /api/admin/settings': { body: { ...defaultPlatformSettings, updated_at: null } },
    'GET /api/admin/integrity': { body: { clusters: [], week: '2026-W48', city_id: null } },
    'GET /api/admin/audit': { body: auditPage([]) },
    ...extra,
  });
}

/** Opens /admin (on a tab: `?aba=…`) as the admin and waits for the panel. */
export async function openAdmin(tab?: string) {
  const app = await renderApp(tab ? `/admin?aba=${tab}` : '/admin', { token: 'jwt' });
  await screen.findByRole('heading', { level: 1, name: 'Painel Administrativo' });
  return app;
}

/** The calls made to one path, e.g. callsTo(calls, 'GET /api/admin/reports'). */
export const callsTo = (calls: ReturnType<typeof mockApi>, key: string) =>
  calls.filter((c) => `${c.method} ${c.path}` === key);

/** The query of the last call to one path, as an object: lastQuery(calls, 'GET /api/admin/reports').page. */
export const lastQuery = (calls: ReturnType<typeof mockApi>, key: string) =>
  Object.fromEntries(callsTo(calls, key).at(-1)!.query);

/** Answers the open confirmation dialog with one of its buttons (Excluir, Rejeitar…). */
export const confirmInDialog = (user: Awaited<ReturnType<typeof renderApp>>['user'], button: string) =>
  user.click(within(screen.getByRole('dialog')).getByRole('button', { name: button }));

/** The toast region (SPEC: toasts of 5 s that can be dismissed). */
export const toasts = () => within(screen.getByRole('region', { name: 'Notificações' }));
