import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import {
  type EventName,
  type ServiceName,
  eventsProducedBy,
  genericMessages,
  identityRpc,
  serviceNames,
} from '@encontro/contracts';
import type { NatsAuth } from '@encontro/server-config';
import { EventConsumer, type EventBusOptions, JetStreamConnection } from '@encontro/server-events';
import { CALLER_HEADER, CallerTokens, ServiceClient, callerContext } from '@encontro/server-messaging';
import { startNatsServer, uniqueName, waitFor } from '@encontro/testing';
import { DemoSeed, provisionIdentity } from '@encontro/identity-svc/test-support';
import { AckPolicy, DeliverPolicy, type JsMsg, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection, connect, headers as natsHeaders } from '@nats-io/transport-node';
import jwt from 'jsonwebtoken';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  natsAuthorizationPath,
  natsConfigPlaceholders,
  natsPasswordVariable,
} from '../../deploy/tools/nats-config.mjs';
import { startServiceUnderTest } from './support/system-harness.js';

/**
 * The chart's NATS users on a real nats-server (Debian's) of the suite's own, loaded with the
 * committed deploy/helm/encontro/files/nats-authorization.conf (its placeholders filled in, each
 * password in the server's environment, as the chart does), and identity-svc on it as its own user
 * with the caller-context key: who may publish what, and what a service answers to an allowed user
 * whose caller context is missing, forged, expired or not enough.
 */
describe('NATS users and the signed caller context', () => {
  const SECRET = randomBytes(32).toString('base64url');
  const id = uniqueName('natsperm').replace(/[^a-z0-9]/g, '');
  const stream = id.toUpperCase();
  const prefix = `${id}.evt`;
  // Letters first: nats-server reads a `$VAR` value as a configuration token (`1e5…` is a number).
  const passwords = Object.fromEntries(
    serviceNames.map((service) => [service, `n${randomBytes(16).toString('hex')}`]),
  ) as Record<ServiceName, string>;
  const auth = (service: ServiceName): NatsAuth => ({ user: service, pass: passwords[service] });

  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let identity: Awaited<ReturnType<typeof provisionIdentity>>;
  let identityApp: INestApplication;
  let gateway: ServiceClient;
  const connections: NatsConnection[] = [];
  const people: Record<'admin' | 'ana' | 'bruno' | 'carla', string> = {
    admin: '',
    ana: '',
    bruno: '',
    carla: '',
  };

  /** A plain connection as `service`'s user (nats.js, as the apps connect). */
  const connectAs = async (service: ServiceName) => {
    const nc = await connect({
      servers: nats.url,
      user: service,
      pass: passwords[service],
      inboxPrefix: `_INBOX.${service}`,
    });
    connections.push(nc);
    return nc;
  };

  /** `service`'s event bus on the suite's stream, as servicePlatformModules makes it. */
  const busOf = (service: ServiceName): EventBusOptions => ({
    natsUrl: nats.url,
    natsAuth: auth(service),
    stream,
    subjectPrefix: prefix,
    service,
    schema: 'unused',
  });

  const envelope = (name: EventName, payload: unknown) =>
    JSON.stringify({ id: randomUUID(), name, occurred_at: new Date().toISOString(), payload });

  /** A request as Nest's NATS client sends it, with the caller-context header the test chooses. */
  const rawRequest = async (nc: NatsConnection, subject: string, data: unknown, token?: string) => {
    const h = natsHeaders();
    if (token) h.set(CALLER_HEADER, token);
    const reply = await nc.request(subject, JSON.stringify({ pattern: subject, data, id: randomUUID() }), {
      headers: h,
      timeout: 5000,
    });
    return reply.json<{ err?: { reason: string; message: string }; response?: unknown }>();
  };

  const userExists = async (userId: string) =>
    (
      await identity.db.orm.em
        .fork()
        .execute(`select 1 from "${identity.db.schema}".users where id = ?`, [userId])
    ).length === 1;

  beforeAll(async () => {
    const config = readFileSync(natsAuthorizationPath, 'utf8')
      .replaceAll(natsConfigPlaceholders.eventsStream, stream)
      .replaceAll(natsConfigPlaceholders.eventsSubjectPrefix, prefix);
    nats = await startNatsServer({
      config,
      env: Object.fromEntries(serviceNames.map((s) => [natsPasswordVariable(s), passwords[s]])),
    });
    identity = await provisionIdentity('natsperm');
    identityApp = await startServiceUnderTest('identity-svc', identity.imports, nats.url, {
      natsAuth: auth('identity-svc'),
      callerContextSecret: SECRET,
    });
    await identityApp.get(DemoSeed).run();
    const rows = await identity.db.orm.em
      .fork()
      .execute<{ id: string; email: string }[]>(`select id, email from "${identity.db.schema}".users`);
    for (const who of Object.keys(people) as (keyof typeof people)[])
      people[who] = rows.find((row) => row.email === `${who}@example.com`)!.id;
    gateway = new ServiceClient({
      url: nats.url,
      auth: auth('gateway'),
      timeoutMs: 5000,
      name: 'gateway',
      callerSecret: SECRET,
    });
  });

  afterAll(async () => {
    await gateway?.onApplicationShutdown();
    for (const nc of connections) await nc.close().catch(() => undefined);
    await identityApp?.close();
    await nats?.stop();
    await identity?.release();
  });

  describe('who may publish on a subject', () => {
    it("lets the gateway's user ask identity.admin-user.delete for an administrator", async () => {
      const answer = await callerContext.run({ sub: people.admin, admin: true }, () =>
        gateway.call(identityRpc.adminDeleteUser, { actor_id: people.admin, user_id: people.bruno }),
      );

      expect(answer).toEqual({ message: expect.any(String) });
      expect(await userExists(people.bruno)).toBe(false);
    });

    it("refuses notification-svc's user on identity.admin-user.delete: identity-svc never sees the request", async () => {
      const notification = await connectAs('notification-svc');
      const token = new CallerTokens(SECRET, 'notification-svc').sign(
        { sub: people.admin, admin: true },
        identityRpc.adminDeleteUser.subject,
      );

      await expect(
        rawRequest(
          notification,
          identityRpc.adminDeleteUser.subject,
          { actor_id: people.admin, user_id: people.carla },
          token,
        ),
      ).rejects.toThrow('Permissions Violation for Publish to "identity.admin-user.delete"');
      expect(await userExists(people.carla)).toBe(true);
    });

    it('refuses a forged user.profile_updated from a user who may not publish it, and a consumer never receives it', async () => {
      const ready = await new JetStreamConnection(busOf('identity-svc')).get();
      connections.push(ready.nc);
      // admin-svc's durable consumer, as its event bus makes it: every event of the stream, in order.
      const admin = await connectAs('admin-svc');
      const adminJsm = await jetstreamManager(admin);
      await adminJsm.consumers.add(stream, {
        durable_name: 'admin-svc',
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: `${prefix}.>`,
      });
      const received: JsMsg[] = [];
      const messages = await (
        await jetstream(admin).consumers.get(stream, 'admin-svc')
      ).consume({
        callback: (message) => {
          received.push(message);
          message.ack();
        },
      });
      const forged = envelope('user.profile_updated', {
        user_id: people.ana,
        name: 'Forjado',
        is_admin: true,
      });

      const notification = await connectAs('notification-svc');
      await expect(
        jetstream(notification).publish(`${prefix}.user.profile_updated`, forged, { timeout: 2000 }),
      ).rejects.toThrow(/Permissions Violation for Publish/);
      notification.publish(`${prefix}.user.profile_updated`, forged);
      await notification.flush();
      // identity-svc's own user may: what it publishes after the forgery arrives, the forgery never does.
      const identityNc = await connectAs('identity-svc');
      await jetstream(identityNc).publish(
        `${prefix}.user.verified`,
        envelope('user.verified', { user_id: people.ana, verified_at: new Date().toISOString() }),
      );
      await waitFor(async () => received.some((m) => m.subject === `${prefix}.user.verified`), 10_000);
      await messages.close();

      expect(received.map((m) => m.subject)).toEqual([`${prefix}.user.verified`]);
      await expect(
        adminJsm.streams.getMessage(stream, { last_by_subj: `${prefix}.user.profile_updated` }),
      ).rejects.toThrow();
    });

    it("keeps the gateway's user out of JetStream and every service out of the others' events", async () => {
      const gatewayNc = await connectAs('gateway');
      await expect(
        jetstream(gatewayNc).publish(`${prefix}.vote.cast`, envelope('vote.cast', {}), { timeout: 2000 }),
      ).rejects.toThrow(/Permissions Violation/);
      const forum = await connectAs('forum-svc');
      await expect(
        jetstream(forum).publish(`${prefix}.vote.cast`, envelope('vote.cast', {}), { timeout: 2000 }),
      ).rejects.toThrow(/Permissions Violation/);
    });

    it("gives each service's user what its event bus does: both streams, its own consumer and acks, its events and dead letters", async () => {
      for (const service of serviceNames.filter((s) => s !== 'gateway')) {
        const bus = busOf(service);
        const connection = new JetStreamConnection(bus);
        const consumer = new EventConsumer(undefined as never, connection, bus);
        try {
          const { js, jsm } = await connection.get();
          await consumer.start();
          const [own] = eventsProducedBy(service);
          await js.publish(connection.subject(own!), envelope(own!, {}), { msgID: randomUUID() });
          await js.publish(connection.deadLetterSubject(own!), envelope(own!, {}));
          // Events it has no handler for are acked at once: every one so far, its ack allowed.
          await waitFor(async () => {
            const info = await jsm.consumers.info(stream, service);
            return info.num_pending === 0 && info.num_ack_pending === 0 && info.delivered.stream_seq > 0;
          }, 10_000);
        } catch (error) {
          throw new Error(`${service}: ${(error as Error).message}`);
        } finally {
          await consumer.stop();
          await connection.onApplicationShutdown();
        }
      }
    });

    it("lets forum-svc push a forum's updates to the gateway, and no one else", async () => {
      const gatewayNc = await connectAs('gateway');
      const pushed: string[] = [];
      gatewayNc.subscribe('push.forum.>', {
        callback: (_error, message) => {
          pushed.push(message.subject);
        },
      });
      await gatewayNc.flush();
      const forum = await connectAs('forum-svc');
      const notification = await connectAs('notification-svc');

      notification.publish('push.forum.forged', '{}');
      forum.publish('push.forum.f1', '{}');
      await Promise.all([notification.flush(), forum.flush()]);
      await waitFor(async () => pushed.length > 0, 5000);

      expect(pushed).toEqual(['push.forum.f1']);
    });
  });

  describe("a service's caller-context check, whoever NATS lets ask", () => {
    const subject = identityRpc.adminDeleteUser.subject;
    const deleteCarla = () => ({ actor_id: people.admin, user_id: people.carla });
    const refusal = { reason: 'CALLER_NOT_ALLOWED', message: genericMessages.forbidden };

    it('refuses an admin subject without a caller context', async () => {
      await expect(
        callerContext.run(null, () => gateway.call(identityRpc.adminDeleteUser, deleteCarla())),
      ).rejects.toMatchObject({ error: refusal });
      expect((await rawRequest(await connectAs('gateway'), subject, deleteCarla())).err).toEqual(refusal);
      expect(await userExists(people.carla)).toBe(true);
    });

    it('refuses a forged, an expired and another subject’s caller context', async () => {
      const nc = await connectAs('gateway');
      const admin = { sub: people.admin, admin: true };
      const forged = new CallerTokens('not-the-caller-context-secret-of-this-platform', 'gateway').sign(
        admin,
        subject,
      );
      const expired = jwt.sign({ admin: true, exp: Math.floor(Date.now() / 1000) - 120 }, SECRET, {
        subject: people.admin,
        audience: subject,
      });
      const elsewhere = new CallerTokens(SECRET, 'gateway').sign(admin, identityRpc.adminListUsers.subject);

      for (const token of [forged, expired, elsewhere, 'junk'])
        expect((await rawRequest(nc, subject, deleteCarla(), token)).err).toEqual(refusal);
      expect(await userExists(people.carla)).toBe(true);
    });

    it("refuses a person who is not an administrator, and an administrator acting in another's name", async () => {
      const tokens = new CallerTokens(SECRET, 'gateway');
      const nc = await connectAs('gateway');

      const notAdmin = tokens.sign({ sub: people.ana, admin: false }, subject);
      expect(
        (await rawRequest(nc, subject, { actor_id: people.ana, user_id: people.carla }, notAdmin)).err,
      ).toEqual(refusal);
      const anotherActor = tokens.sign({ sub: people.admin, admin: true }, subject);
      expect(
        (await rawRequest(nc, subject, { actor_id: people.ana, user_id: people.carla }, anotherActor)).err,
      ).toEqual(refusal);
      expect(await userExists(people.carla)).toBe(true);
    });

    it("answers a person's own data export only to them", async () => {
      const asAna = await callerContext.run({ sub: people.ana, admin: false }, () =>
        gateway.call(identityRpc.exportUserData, { user_id: people.ana }),
      );
      expect(asAna).toMatchObject({ service: 'identity-svc' });

      await expect(
        callerContext.run({ sub: people.carla, admin: false }, () =>
          gateway.call(identityRpc.exportUserData, { user_id: people.ana }),
        ),
      ).rejects.toMatchObject({ error: refusal });
      await expect(
        callerContext.run({ sub: people.admin, admin: true }, () =>
          gateway.call(identityRpc.exportUserData, { user_id: people.ana }),
        ),
      ).rejects.toMatchObject({ error: refusal });
    });
  });
});
