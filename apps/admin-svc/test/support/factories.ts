import { randomUUID } from 'node:crypto';
import { SAO_PAULO_COLUMNS, anaSouza, defineFactory } from '@encontro/testing';
import {
  type AdminIndication,
  type EventPayload,
  type ForumContentSnapshot,
  type ReportedIndication,
  type ReportedPost,
  type User,
  defaultPlatformSettings,
} from '@encontro/contracts';
import type { AuditEntry } from '../../src/audit/audit-entry.entity.js';
import type { CensoredWord } from '../../src/censored-words/censored-word.entity.js';
import type { Person } from '../../src/people/person.entity.js';
import type { Report } from '../../src/reports/report.entity.js';
import type { Settings } from '../../src/settings/settings.entity.js';

/** Data for unit tests: plain entities and answers as repositories and services return them, each overridable. */

const REPORTED_AT = new Date('2026-11-28T15:00:00Z');

/** A person as identity-svc last described them: active, not an admin. */
export const personFactory = defineFactory<Person>(() => ({
  id: randomUUID(),
  ...anaSouza(),
  city: SAO_PAULO_COLUMNS.city,
  state: SAO_PAULO_COLUMNS.state,
  isAdmin: false,
  blocked: false,
  deleted: false,
  createdAt: new Date('2026-10-01T12:00:00Z'),
  updatedAt: new Date('2026-10-01T12:00:00Z'),
}));

/** A signed-in user as identity-svc's `identity.user.get` answers it (São Paulo). */
export const userFactory = defineFactory<User>(() => ({
  user_id: randomUUID(),
  name: 'Bruno',
  surname: 'Lima',
  email: `bruno.${randomUUID().slice(0, 8)}@example.com`,
  state: SAO_PAULO_COLUMNS.state,
  city: SAO_PAULO_COLUMNS.city,
  city_id: SAO_PAULO_COLUMNS.cityId,
  gender: null,
  photo: null,
  is_admin: false,
  email_verified: true,
  last_confirmed_indication_id: null,
  last_voted_indication_id: null,
  created_at: '2026-10-01T12:00:00.000Z',
}));

/** An approved indication of São Paulo as indication-svc's admin view describes it. */
export function adminIndicationFactory(overrides: Partial<AdminIndication> = {}): AdminIndication {
  const id = overrides.indication_id ?? overrides.id ?? randomUUID();
  const hostId = overrides.host_id ?? randomUUID();
  return {
    id,
    indication_id: id,
    name: 'Bar do Encontro',
    address: 'Rua Augusta, 1000 - Consolação',
    reference: 'Perto do metrô',
    phone: null,
    website: null,
    attractives: ['Música ao vivo', 'Karaokê'],
    event_day: 'Sábado',
    event_time: 'Noite - Horário a combinar',
    vote_count: 3,
    votes_under_review: 0,
    host: hostId,
    host_name: 'Carla Dias',
    host_photo: null,
    host_photo_url: null,
    first_photo_url: null,
    photos: ['storage/indications/x/1.webp'],
    week: '2026-W48',
    week_number: 48,
    city: SAO_PAULO_COLUMNS.city,
    city_id: SAO_PAULO_COLUMNS.cityId,
    state: SAO_PAULO_COLUMNS.state,
    status: 'active',
    stats: { posts: 0, comments: 0, confirmed_participants: 0 },
    created_at: '2026-11-23T12:00:00.000Z',
    host_id: hostId,
    host_email: 'carla@example.com',
    reviewed_at: '2026-11-23T13:00:00.000Z',
    likely_duplicate_of: null,
    rejection_reason: null,
    ...overrides,
  };
}

/** A post of a São Paulo forum as forum-svc's content snapshot describes it. */
export const forumContentFactory = defineFactory<ForumContentSnapshot>(() => ({
  type: 'post',
  id: randomUUID(),
  content: 'Alguém vai de carro?',
  created_at: '2026-11-28T14:00:00.000Z',
  author: { id: randomUUID(), name: 'Davi Rocha', email: 'davi@example.com' },
  forum_id: randomUUID(),
  forum_name: 'Bar do Encontro',
  city: SAO_PAULO_COLUMNS.city,
  state: SAO_PAULO_COLUMNS.state,
}));

/** A reported indication as it is kept in a report's snapshot. */
export const reportedIndicationFactory = defineFactory<ReportedIndication>(() => ({
  id: randomUUID(),
  name: 'Bar do Encontro',
  address: 'Rua Augusta, 1000 - Consolação',
  reference: null,
  phone: null,
  website: null,
  event_day: 'Sábado',
  event_time: 'Noite - Horário a combinar',
  attractives: ['Música ao vivo'],
  city: SAO_PAULO_COLUMNS.city,
  state: SAO_PAULO_COLUMNS.state,
  host: 'Carla Dias',
  photos: [],
  author: { id: randomUUID(), name: 'Carla Dias', email: 'carla@example.com' },
}));

/** A reported post as it is kept in a report's snapshot: forum-svc's snapshot of it, without the type. */
export function reportedPostFactory(overrides: Partial<ReportedPost> = {}): ReportedPost {
  const { type: _post, ...post } = forumContentFactory();
  return { ...post, ...overrides };
}

/** A pending report of an indication (pass `type` and `snapshot` together for a post or comment). */
export function reportFactory(overrides: Partial<Report> = {}): Report {
  const snapshot = overrides.snapshot ?? reportedIndicationFactory();
  return {
    id: randomUUID(),
    type: 'indication',
    targetId: snapshot.id,
    reporterId: randomUUID(),
    message: 'Endereço falso',
    snapshot,
    searchText: 'bar do encontro',
    city: SAO_PAULO_COLUMNS.city,
    state: SAO_PAULO_COLUMNS.state,
    status: 'pending',
    resolution: null,
    resolvedBy: null,
    resolvedAt: null,
    createdAt: REPORTED_AT,
    ...overrides,
  } as Report;
}

export const censoredWordFactory = defineFactory<CensoredWord>(() => ({
  id: 1,
  word: 'bobo',
  normalized: 'bobo',
  createdBy: randomUUID(),
  createdAt: new Date('2026-11-01T12:00:00Z'),
}));

/** The settings row with the defaults, never saved by an admin. */
export const settingsFactory = defineFactory<Settings>(() => ({
  id: 1,
  platformName: defaultPlatformSettings.platform_name,
  contactEmail: defaultPlatformSettings.contact_email,
  autoCensor: defaultPlatformSettings.auto_censor,
  approvalRequired: defaultPlatformSettings.approval_required,
  integrityAutoHold: defaultPlatformSettings.integrity_auto_hold,
  updatedBy: null,
  updatedAt: null,
}));

/** An audit entry of another service's action (an admin blocking a user). */
export const auditEntryFactory = defineFactory<AuditEntry>(() => ({
  id: randomUUID(),
  actorId: randomUUID(),
  action: 'user.block',
  targetType: 'user',
  targetId: randomUUID(),
  before: { blocked: false },
  after: { blocked: true },
  at: new Date('2026-11-28T16:00:00Z'),
  source: 'identity-svc',
  recordedAt: new Date('2026-11-28T16:00:01Z'),
}));

/** Another service's admin.action_performed event (an admin deleting a post from the Fóruns tab). */
export const actionEventFactory = defineFactory<EventPayload<'admin.action_performed'>>(() => ({
  action_id: randomUUID(),
  actor_id: randomUUID(),
  action: 'post.delete',
  target_type: 'post',
  target_id: randomUUID(),
  before: { content: 'Alguém vai de carro?' },
  after: null,
  at: '2026-11-28T16:00:00.000Z',
}));
