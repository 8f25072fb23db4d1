// http_ece ships no types, and the suites compile this file from source: bring its declaration along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./http-ece.d.ts" />
import ece from 'http_ece';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from './wait-for.js';

/** One request the push service received: what it answered and, when it accepted it, the decrypted payload. */
export type ReceivedPush = {
  headers: IncomingHttpHeaders;
  status: number;
  payload?: Record<string, unknown>;
};

export type PushEndpoint = {
  /** What a browser's `PushSubscription.toJSON()` gives (minus expirationTime), on this local service. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /**
   * The next accepted push not yet taken (waits for it), decrypted and parsed; with `type`, the next
   * one of that notification type, leaving the others for later calls.
   */
  received(timeoutMs?: number, type?: string): Promise<Record<string, unknown>>;
  /** Every request so far, refused ones included, oldest first. */
  requests: ReceivedPush[];
  /** The status of the next answers (201 at first): 404/410 for an expired subscription, 429/500… */
  respondWith(status: number): void;
  close(): Promise<void>;
};

/**
 * A push service of the suite's own (RFC 8030) on a free local port, with one subscription: a fresh
 * P-256 key pair and auth secret, as a browser makes. Pushes are decrypted (RFC 8291, aes128gcm) with
 * them, so a suite reads what the user agent would show.
 */
export async function startPushEndpoint(): Promise<PushEndpoint> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const path = `/push/${randomUUID()}`;
  const requests: ReceivedPush[] = [];
  let status = 201;
  const taken = new Set<ReceivedPush>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = request.method === 'POST' && request.url === path ? status : 404;
      const push: ReceivedPush = { headers: request.headers, status: answer };
      if (answer >= 200 && answer < 300) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: ecdh,
          authSecret,
        });
        push.payload = JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
      }
      requests.push(push);
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const accepted = () => requests.filter((push) => push.payload);

  return {
    subscription: {
      endpoint: `http://127.0.0.1:${port}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
    received: async (timeoutMs = 10_000, type?: string) => {
      const push = await waitFor(
        () => accepted().find((one) => !taken.has(one) && (type === undefined || one.payload!.type === type)),
        timeoutMs,
      );
      taken.add(push!);
      return push!.payload!;
    },
    requests,
    respondWith: (next) => {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
