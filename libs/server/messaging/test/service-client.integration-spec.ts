import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { genericMessages, supportRpc } from '@encontro/contracts';
import { startNatsServer } from '@encontro/testing';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { ServiceCallError, ServiceClient } from '../src/index.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * NATS restarting under a caller (a rollout of NATS, its pod moved): a call under way when the
 * connection drops, and a call made before NATS is back, are refused at once as unavailable instead
 * of after the timeout (the request or its reply went with the server); once NATS is back, calls are
 * answered again without restarting anything. A private nats-server, restarted by the test; the
 * listener answers only when told to.
 */
describe('ServiceClient while NATS restarts', () => {
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let listener: NatsConnection;
  let client: ServiceClient;
  let received = 0;
  let answering = false;

  beforeAll(async () => {
    nats = await startNatsServer();
    listener = await connect({ servers: nats.url, maxReconnectAttempts: -1, reconnectTimeWait: 100 });
    listener.subscribe(supportRpc.listFaq.subject, {
      callback: (_, message) => {
        received += 1;
        if (answering) message.respond(JSON.stringify({ response: { faqs: [], categories: [] } }));
      },
    });
    await listener.flush();
    client = new ServiceClient({ url: nats.url, timeoutMs: 10_000, name: 'service-client-test' });
  });

  afterAll(async () => {
    await client?.onApplicationShutdown();
    await listener?.close().catch(() => undefined);
    await nats?.stop();
  });

  const timedCall = async (): Promise<{ answer?: unknown; error?: unknown; ms: number }> => {
    const started = Date.now();
    const outcome = await client.call(supportRpc.listFaq, { query: {} }).then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error: error instanceof ServiceCallError ? error.error : error }),
    );
    return { ...outcome, ms: Date.now() - started };
  };
  const unavailable = { reason: 'SERVICE_UNAVAILABLE', message: genericMessages.unavailable };

  it('refuses the calls under way and made meanwhile at once, then is answered again once NATS is back', async () => {
    const underWay = timedCall();
    for (let i = 0; i < 100 && received === 0; i += 1) await sleep(20);
    expect(received).toBe(1);

    const restarted = nats.restart(1500);
    const refused = await underWay;
    expect(refused).toMatchObject({ error: unavailable });
    expect(refused.ms).toBeLessThan(2000);

    await sleep(300);
    const meanwhile = await timedCall();
    expect(meanwhile).toMatchObject({ error: unavailable });
    expect(meanwhile.ms).toBeLessThan(500);

    await restarted;
    answering = true;
    let answered: Awaited<ReturnType<typeof timedCall>> | undefined;
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && !answered?.answer) {
      answered = await timedCall();
      if (!answered.answer) await sleep(100);
    }
    expect(answered).toMatchObject({ answer: { faqs: [], categories: [] } });
  });
});
