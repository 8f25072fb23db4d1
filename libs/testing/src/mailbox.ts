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
  /** The SMTP server stops listening (connections are refused) until `start`; received mail is kept. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
};

/** A real SMTP server (maildev) on a free port, for the suite alone. */
export async function startMailbox(): Promise<Mailbox> {
  const port = await freePort();
  const mailDirectory = await mkdtemp(join(tmpdir(), 'encontro-maildev-'));
  const options = { smtp: port, ip: '127.0.0.1', disableWeb: true, silent: true, mailDirectory };
  let server = new MailDev(options);
  const received: ReceivedMail[] = [];
  // Mail kept in the directory is announced again when the server is re-created: count it once.
  const onNew = (mail: ReceivedMail) => {
    if (!received.some((m) => m.id === mail.id)) received.push(mail);
  };
  server.on('new', onNew);
  await server.listen();
  let listening = true;
  const stop = async () => {
    if (!listening) return;
    listening = false;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  const to = (address: string) =>
    received.filter((m) => m.to.some((a) => a.address.toLowerCase() === address.toLowerCase()));
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    to,
    waitFor: async (address, count = 1) => {
      const mails = await waitFor(() => (to(address).length >= count ? to(address) : undefined));
      return mails![count - 1]!;
    },
    stop,
    start: async () => {
      if (listening) return;
      // A closed smtp-server keeps answering 421 even when it listens again: maildev makes a new one.
      const restarted = new MailDev(options);
      if (restarted !== server) restarted.on('new', onNew);
      server = restarted;
      await server.listen();
      listening = true;
    },
    close: async () => {
      await stop();
      await rm(mailDirectory, { recursive: true, force: true });
    },
  };
}
