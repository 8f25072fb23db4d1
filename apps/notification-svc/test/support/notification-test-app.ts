import type { EventName, EventPayload, Gender, NotificationsQuery } from '@encontro/contracts';
import {
  type AppGetter,
  type Mailbox,
  type ServiceTestApp,
  type SharedBus,
  provisionPlatform,
  publishAsRelay,
  schemaQueries,
  startServiceTestApp,
} from '@encontro/testing';
import webpush from 'web-push';
import { randomUUID } from 'node:crypto';
import { NotificationConfigModule, loadNotificationConfig } from '../../src/config.js';
import { notificationMigrations } from '../../src/migrations/index.js';
import { notificationEntities } from '../../src/notification.entities.js';
import { notificationFeatures } from '../../src/notification.features.js';
import { NotificationsHandlers } from '../../src/notifications/notifications.handlers.js';

export const SAO_PAULO = { city: 'São Paulo', state: 'SP', city_id: '3550308' };
export const RIO = { city: 'Rio de Janeiro', state: 'RJ', city_id: '3304557' };
export type Place = typeof SAO_PAULO;
export const WEEK = '2026-W48';
/** Base of the e-mailed links in the suites. */
export const PUBLIC_URL = 'http://encontro.test';

/**
 * PUSH_ENDPOINT_HOSTS of the suites: their push services are local (startPushEndpoint listens on
 * http://127.0.0.1:<port>), and push.example.com names devices that are subscribed but never pushed to.
 */
export const TEST_PUSH_ENDPOINT_HOSTS = '127.0.0.1,localhost,push.example.com';

/**
 * notification-svc's platform modules on resources of the suite's own, plus its features: pushes to
 * http endpoints on the suites' hosts allowed (their push services are local), retried within a
 * fraction of a second; e-mail to an SMTP server of the suite's.
 */
export async function provisionNotification(
  prefix: string,
  env: Record<string, string> = {},
  /**
   * Another service's stream (tests/system), to hear its events, and its SMTP server (maildev keeps
   * one server per process).
   */
  shared: { bus?: SharedBus; mailbox?: Mailbox } = {},
) {
  const platform = await provisionPlatform({
    service: 'notification-svc',
    prefix,
    entities: notificationEntities,
    migrations: notificationMigrations,
    sharedBus: shared.bus,
    mail: { mailbox: shared.mailbox },
  });
  const vapid = webpush.generateVAPIDKeys();
  const config = loadNotificationConfig({
    NODE_ENV: 'test',
    ...platform.env,
    PUBLIC_URL,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_ALLOW_HTTP_ENDPOINTS: 'true',
    PUSH_ENDPOINT_HOSTS: TEST_PUSH_ENDPOINT_HOSTS,
    PUSH_POLL_INTERVAL_MS: '100',
    PUSH_FIRST_RETRY_MS: '200',
    PUSH_TIMEOUT_MS: '2000',
    ...env,
  });
  return platform.mount({ config, configModule: NotificationConfigModule, features: notificationFeatures });
}

export type ProvisionedNotification = Awaited<ReturnType<typeof provisionNotification>>;

export type TestPerson = { user_id: string } & Place;

/**
 * What other services would announce, published on the suite's stream as their relays would; each
 * helper waits until notification-svc has applied the event (its inbox row).
 */
export function notificationFixtures(env: ProvisionedNotification, app: AppGetter) {
  const { sql, table, outbox, applied } = schemaQueries(env.db);

  /** Publishes the event and waits until it has been applied; returns its id. */
  const deliver = async <N extends EventName>(name: N, payload: EventPayload<N>): Promise<string> => {
    const id = await publishAsRelay(app, env.bus, name, payload);
    await applied(id);
    return id;
  };

  /** What identity-svc tells of a person living in `place` (an admin with `admin`). */
  const snapshot = (userId: string, place: Place, admin = false, gender: Gender | null = null) => ({
    user_id: userId,
    ...place,
    name: 'Pessoa',
    surname: 'Teste',
    email: `${userId}@example.com`,
    gender,
    photo: null,
    is_admin: admin,
  });

  const person = async (
    place: Place = SAO_PAULO,
    { admin = false, gender = null }: { admin?: boolean; gender?: Gender | null } = {},
  ): Promise<TestPerson> => {
    const who = { user_id: randomUUID(), ...place };
    await deliver('user.registered', {
      ...snapshot(who.user_id, place, admin, gender),
      created_at: new Date().toISOString(),
    });
    return who;
  };

  /** The person now lives in `place`. */
  const moveTo = (who: TestPerson, place: Place) =>
    deliver('user.profile_updated', snapshot(who.user_id, place));

  /** An indication of `owner` in their city, as indication-svc announces it. */
  const indication = async (owner: TestPerson, name = 'Bar do Zé', week = WEEK) => {
    const id = randomUUID();
    await deliver('indication.submitted', {
      indication_id: id,
      user_id: owner.user_id,
      week,
      state: owner.state,
      city: owner.city,
      city_id: owner.city_id,
      name,
      address: 'Rua Augusta, 100',
      status: 'pending',
      submitted_at: new Date().toISOString(),
    });
    return { id, name, week, owner };
  };

  /** support-svc answered one of their tickets. */
  const ticketResponded = (who: TestPerson, subject: string) =>
    deliver('ticket.responded', {
      ticket_id: randomUUID(),
      ticket_type: 'general',
      user_id: who.user_id,
      subject,
      responded_by: randomUUID(),
      responded_at: new Date().toISOString(),
    });

  const at = () => new Date().toISOString();

  /** They confirmed attendance ("Eu Vou!") at the meetup of `indicationId` this week. */
  const attend = (who: TestPerson, indicationId: string) =>
    deliver('attendance.confirmed', {
      indication_id: indicationId,
      week: WEEK,
      user_id: who.user_id,
      at: at(),
    });

  /**
   * indication-svc closed the week of `place` without winners. Revealing winners asks indication-svc
   * who voted, so those weeks are closed by the real one, in tests/system (notifications-week).
   */
  const closeWeekWithoutWinners = (place: Place) =>
    deliver('week.closed', { week: WEEK, ...place, closed_at: at(), winners: [] });

  return {
    sql,
    table,
    outbox,
    deliver,
    person,
    moveTo,
    indication,
    ticketResponded,
    at,
    attend,
    closeWeekWithoutWinners,
  };
}

export type NotificationFixtures = ReturnType<typeof notificationFixtures>;
export type NotificationTestApp = ServiceTestApp<ProvisionedNotification, NotificationFixtures> & {
  /** The person's list, as the gateway asks for it (the handler applies the query's defaults). */
  list(userId: string, query?: NotificationsQuery): ReturnType<NotificationsHandlers['list']>;
};

/** notification-svc in one process on resources of the suite's own (handlers are called directly). */
export async function createNotificationTestApp(
  prefix: string,
  env: Record<string, string> = {},
): Promise<NotificationTestApp> {
  const started = await startServiceTestApp(await provisionNotification(prefix, env), notificationFixtures);
  return {
    ...started,
    list: (userId, query = {}) =>
      started
        .get(NotificationsHandlers)
        .list({ user_id: userId, query } as Parameters<NotificationsHandlers['list']>[0]),
  };
}
