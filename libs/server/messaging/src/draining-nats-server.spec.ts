import { describe, expect, it, jest } from '@jest/globals';
import { DrainingNatsServer } from './draining-nats-server.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type FakeMessage = { subject: string; reply?: string; respond: jest.Mock };

/**
 * The server on a fake connection: `deliver` hands it a request as the NATS client would, and the
 * handler (Nest's handleMessage, replaced) answers after `handlerMs`. `arriving` requests come in
 * while the subscription drains (sent by the NATS server before it saw the UNSUB).
 */
function serverUnderTest({
  handlerMs,
  arriving = 0,
  limitMs = 5000,
}: {
  handlerMs: number;
  arriving?: number;
  limitMs?: number;
}) {
  const events: string[] = [];
  class Server extends DrainingNatsServer {
    override async handleMessage(channel: string, message: object) {
      const publish = this.getPublisher(message, 'id', undefined as never);
      await sleep(handlerMs);
      publish({ response: { ok: true }, isDisposed: true });
      events.push('answered');
    }
  }
  const server = new Server({ servers: ['nats://fake'] }, limitMs);
  const deliver = () => {
    const message: FakeMessage = { subject: 'test.x', reply: '_INBOX.1', respond: jest.fn() };
    void server.getMessageHandler('test.x')(undefined, message);
    return message;
  };
  const subscription = {
    drain: jest.fn(async () => {
      events.push('unsubscribed');
      for (let i = 0; i < arriving; i += 1) deliver();
      await sleep(5);
    }),
  };
  const connection = {
    isClosed: () => false,
    drain: jest.fn(async () => void events.push('connection drained')),
    close: jest.fn(async () => undefined),
  };
  Object.assign(server, { subscriptions: [subscription] });
  jest.spyOn(server, 'unwrap').mockReturnValue(connection as never);
  return { server, deliver, events, connection };
}

describe(DrainingNatsServer.name, () => {
  it('answers the requests under way before it closes the connection', async () => {
    const { server, deliver, events } = serverUnderTest({ handlerMs: 50 });
    const messages = [deliver(), deliver()];
    const report = await server.drain();
    expect(events).toEqual(['unsubscribed', 'answered', 'answered', 'connection drained']);
    for (const message of messages) expect(message.respond).toHaveBeenCalledTimes(1);
    expect(report).toMatchObject({ answered: 2, abandoned: 0 });
  });

  it('also waits for the requests that arrive while it unsubscribes, when none was under way', async () => {
    const { server, events } = serverUnderTest({ handlerMs: 50, arriving: 3 });
    const report = await server.drain();
    expect(events).toEqual(['unsubscribed', 'answered', 'answered', 'answered', 'connection drained']);
    expect(report).toMatchObject({ answered: 3, abandoned: 0 });
  });

  it('closes at its limit, saying how many requests were still running', async () => {
    const { server, deliver, events } = serverUnderTest({ handlerMs: 1000, limitMs: 100 });
    deliver();
    const report = await server.drain();
    expect(events).toEqual(['unsubscribed', 'connection drained']);
    expect(report).toMatchObject({ answered: 0, abandoned: 1 });
    expect(report.ms).toBeLessThan(1000);
  });

  it('drains once, however often it is asked (SIGTERM, then app.close)', async () => {
    const { server, connection } = serverUnderTest({ handlerMs: 0 });
    await Promise.all([server.drain(), server.drain()]);
    await server.drain();
    expect(connection.drain).toHaveBeenCalledTimes(1);
  });
});
