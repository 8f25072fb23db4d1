// maildev ships no types, and the suites compile this file from source: bring its declaration along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./maildev.d.ts" />
import MailDev, { type ReceivedMail } from 'maildev';
import { freePort } from './nats-server.js';
import { waitFor } from './wait-for.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type { ReceivedMail };

export type Mailbox = {
  smtpUrl: string;
  /** Every message received so far for this address. */
  to(address: string): ReceivedMail[];
  /** The next message for this address (waits for it to arrive). */
  waitFor(address: string, count?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** A real SMTP server (maildev) on a free port, for the suite alone. */
export async function startMailbox(): Promise<Mailbox> {
  const port = await freePort();
  const mailDirectory = await mkdtemp(join(tmpdir(), 'encontro-maildev-'));
  const server = new MailDev({ smtp: port, ip: '127.0.0.1', disableWeb: true, silent: true, mailDirectory });
  const received: ReceivedMail[] = [];
  server.on('new', (mail) => received.push(mail));
  await server.listen();
  const to = (address: string) =>
    received.filter((m) => m.to.some((a) => a.address.toLowerCase() === address.toLowerCase()));
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    to,
    waitFor: async (address, count = 1) => {
      const mails = await waitFor(() => (to(address).length >= count ? to(address) : undefined));
      return mails![count - 1]!;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(mailDirectory, { recursive: true, force: true });
    },
  };
}
