import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Test, type TestingModule } from '@nestjs/testing';
import { DatabaseModule, qualified } from '@encontro/server-database';
import {
  type Mailbox,
  type TestDatabase,
  createTestDatabase,
  freePort,
  startMailbox,
  uniqueName,
  waitFor,
} from '@encontro/testing';
import { register } from 'prom-client';
import {
  type MailDelivery,
  MailModule,
  MailOutbox,
  MailRelay,
  type OutgoingMail,
  mailEntities,
  mailOutboxHeadersMigration,
  mailOutboxMigration,
} from '../src/index.js';

type Row = {
  idempotency_key: string;
  status: string;
  attempts: number;
  last_error: string | null;
  html: string;
  text: string;
  next_attempt_at: Date;
};

const migrations = [mailOutboxMigration, mailOutboxHeadersMigration];

/** A service's mail platform (database + MailModule) on a schema, as a replica of its own. */
async function replica(db: TestDatabase, smtpUrl: string, delivery: Partial<MailDelivery>) {
  const app = await Test.createTestingModule({
    imports: [
      DatabaseModule.forRoot({ url: db.url, schema: db.schema, entities: mailEntities, migrations }),
      MailModule.forRoot({ smtpUrl, from: 'Encontro <nao-responda@encontro.test>', delivery }),
    ],
  }).compile();
  await app.init();
  return app;
}

const mail = (to: string, key = uniqueName('key'), kind = 'test.hello'): OutgoingMail => ({
  key,
  kind,
  to,
  subject: `Olá ${key}`,
  text: 'Olá! https://encontro.test/link?token=segredo',
  html: '<p>Olá! <a href="https://encontro.test/link?token=segredo">link</a></p>',
});

const counted = async (kind: string, outcome: string) => {
  const metric = await register.getSingleMetric('encontro_mail_outbox_deliveries_total')!.get();
  return metric.values.find((v) => v.labels.kind === kind && v.labels.outcome === outcome)?.value ?? 0;
};

describe('durable mail outbox', () => {
  const fast = { pollIntervalMs: 100, firstRetryMs: 200, maxRetryMs: 400 };
  let db: TestDatabase;
  let mailbox: Mailbox;
  let app: TestingModule;
  let outbox: MailOutbox;

  const rows = (where = 'true', params: unknown[] = []) =>
    db.orm.em.fork().execute<Row[]>(
      `select idempotency_key, status, attempts, last_error, html, text, next_attempt_at
         from ${qualified(db.schema, 'mail_outbox')} where ${where} order by created_at`,
      params,
    );
  const enqueue = (message: OutgoingMail) =>
    db.orm.em.fork().transactional((em) => app.get(MailOutbox).enqueue(em, message));

  beforeAll(async () => {
    db = await createTestDatabase({ prefix: 'mail_outbox', entities: mailEntities, migrations });
    mailbox = await startMailbox();
    app = await replica(db, mailbox.smtpUrl, fast);
    outbox = app.get(MailOutbox);
  });

  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
    await db?.drop();
  });

  it('sends an e-mail stored with a committed change, and erases its body once sent', async () => {
    const to = `${uniqueName('ana')}@example.com`;
    const message = mail(to);
    await expect(enqueue(message)).resolves.toBe(true);

    const received = await mailbox.waitFor(to);
    expect(received.subject).toBe(message.subject);
    expect(received.text).toContain('token=segredo');
    expect(received.headers['list-unsubscribe']).toBeUndefined();
    const [row] = await waitFor(async () => {
      const found = await rows('idempotency_key = ?', [message.key]);
      return found[0]?.status === 'sent' ? found : undefined;
    }).then((found) => found!);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null, html: '', text: '' });
  });

  it('sends an e-mail’s extra headers (one-click unsubscribe) and erases them once sent', async () => {
    const to = `${uniqueName('bia')}@example.com`;
    const url = `https://encontro.test/api/notifications/email/unsubscribe?token=${'t'.repeat(120)}`;
    const headers = { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    const message = { ...mail(to), headers };
    await enqueue(message);

    const received = await mailbox.waitFor(to);
    expect(received.headers['list-unsubscribe']).toBe(`<${url}>`);
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const erased = await waitFor(async () => {
      const [row] = await db.orm.em
        .fork()
        .execute<{ status: string; headers: unknown }[]>(
          `select status, headers from ${qualified(db.schema, 'mail_outbox')} where idempotency_key = ?`,
          [message.key],
        );
      return row?.status === 'sent' ? row : undefined;
    });
    expect(erased!.headers).toBeNull();
  });

  it('stores nothing when the change that causes the e-mail rolls back', async () => {
    const to = `${uniqueName('bruno')}@example.com`;
    const message = mail(to);
    await expect(
      db.orm.em.fork().transactional(async (em) => {
        await outbox.enqueue(em, message);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows('idempotency_key = ?', [message.key])).toEqual([]);
  });

  it('refuses to enqueue outside a transaction, where the e-mail could outlive a failed change', async () => {
    await expect(outbox.enqueue(db.orm.em.fork(), mail('x@example.com'))).rejects.toThrow(
      /inside the transaction/,
    );
  });

  it('stores and sends the same logical e-mail once, however often and concurrently it is enqueued', async () => {
    const to = `${uniqueName('carla')}@example.com`;
    const message = mail(to);
    const results = await Promise.all([enqueue(message), enqueue(message), enqueue(message)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    await mailbox.waitFor(to);
    await waitFor(async () => (await rows('idempotency_key = ?', [message.key]))[0]?.status === 'sent');
    // Even after it was sent, the same key changes nothing.
    await expect(enqueue({ ...message, subject: 'outra vez' })).resolves.toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailbox.to(to)).toHaveLength(1);
    expect(await rows('idempotency_key = ?', [message.key])).toHaveLength(1);
  }, 30_000);

  it('keeps an e-mail while the SMTP server is down, retries with back-off, and sends it once it is back', async () => {
    const to = `${uniqueName('diego')}@example.com`;
    const message = mail(to, uniqueName('key'), 'test.outage');
    const retriedBefore = await counted('test.outage', 'retried');
    await mailbox.stop();
    try {
      await enqueue(message);
      const failing = await waitFor(async () => {
        const [row] = await rows('idempotency_key = ?', [message.key]);
        return row && row.attempts >= 2 ? row : undefined;
      });
      expect(failing).toMatchObject({ status: 'pending' });
      expect(failing!.last_error).toBeTruthy();
      expect(failing!.text).toContain('token=segredo');
      expect(await counted('test.outage', 'retried')).toBeGreaterThanOrEqual(retriedBefore + 2);
      expect(mailbox.to(to)).toHaveLength(0);
    } finally {
      await mailbox.start();
    }
    await mailbox.waitFor(to);
    await waitFor(async () => (await rows('idempotency_key = ?', [message.key]))[0]?.status === 'sent');
    expect(await counted('test.outage', 'sent')).toBe(1);
    expect(mailbox.to(to)).toHaveLength(1);
  }, 30_000);

  it('lets two replicas share the outbox without sending any e-mail twice', async () => {
    const other = await replica(db, mailbox.smtpUrl, fast);
    try {
      const to = Array.from({ length: 12 }, () => `${uniqueName('eva')}@example.com`);
      await db.orm.em.fork().transactional(async (em) => {
        for (const address of to) await other.get(MailOutbox).enqueue(em, mail(address));
      });
      for (const address of to) await mailbox.waitFor(address);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(to.map((address) => mailbox.to(address).length)).toEqual(to.map(() => 1));
    } finally {
      await other.close();
    }
  }, 30_000);

  it('gives up after the last attempt: marks the e-mail failed, counts it and leaves the pending gauge', async () => {
    const lonely = await createTestDatabase({ prefix: 'mail_failed', entities: mailEntities, migrations });
    const closedPort = await freePort();
    const giving = await replica(lonely, `smtp://127.0.0.1:${closedPort}`, { ...fast, maxAttempts: 2 });
    try {
      const key = uniqueName('key');
      await lonely.orm.em
        .fork()
        .transactional((em) => giving.get(MailOutbox).enqueue(em, mail('x@example.com', key, 'test.doomed')));
      expect(await giving.get(MailRelay).pending()).toBe(1);
      const failed = await waitFor(async () => {
        const [row] = await lonely.orm.em
          .fork()
          .execute<Row[]>(`select status, attempts from ${qualified(lonely.schema, 'mail_outbox')}`);
        return row?.status === 'failed' ? row : undefined;
      });
      expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
      expect(await counted('test.doomed', 'retried')).toBe(1);
      expect(await counted('test.doomed', 'failed')).toBe(1);
      expect(await giving.get(MailRelay).pending()).toBe(0);
      expect(await register.getSingleMetricAsString('encontro_mail_outbox_pending')).toMatch(
        /encontro_mail_outbox_pending \d+/,
      );
    } finally {
      await giving.close();
      await lonely.drop();
    }
  }, 30_000);
});
