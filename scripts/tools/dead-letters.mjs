#!/usr/bin/env node
// Inspects and replays the events the consumers gave up on (the dead-letter stream <EVENTS_STREAM>_DEAD).
//
//   node scripts/tools/dead-letters.mjs list   [--service indication-svc] [--json]
//   node scripts/tools/dead-letters.mjs replay [--service indication-svc] [--seq 12]
//   node scripts/tools/dead-letters.mjs drop   --seq 12 | --service indication-svc
//
// NATS_URL (or --nats; credentials may be in the URL, or NATS_USER / NATS_PASSWORD), EVENTS_STREAM
// (--stream, default EVENTS) and EVENTS_SUBJECT_PREFIX (--prefix, default evt) as the services read them.
//
// `replay` republishes each dead letter to its original subject, with its headers (traceparent…) and
// a message id of its own (`<event id>:replay:<dead-letter sequence>`): the original id would be
// dropped by JetStream's duplicate window (2 min) if the event was dead-lettered soon after its
// publication. Every consumer receives it again; those that applied it already find it in their
// inbox and change nothing. The dead letter is then deleted. Fix the cause first (a deploy), or the
// event fails its deliveries again and comes back here.
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, headers as natsHeaders } from '@nats-io/transport-node';
import { parseArgs } from 'node:util';

/** The headers EventConsumer adds to a dead letter (libs/server/events, `deadLetterHeaders`). */
const DEAD = {
  subject: 'Encontro-Dead-Subject',
  service: 'Encontro-Dead-Service',
  deliveries: 'Encontro-Dead-Deliveries',
  reason: 'Encontro-Dead-Reason',
  sequence: 'Encontro-Dead-Sequence',
  at: 'Encontro-Dead-At',
};

const usage = `usage: dead-letters.mjs list|replay|drop [--service s] [--seq n] [--json] [--nats url] [--stream EVENTS] [--prefix evt]`;

/** Every dead letter of the stream (of `service` when given), oldest first. */
export async function readDeadLetters(js, { stream, subjectPrefix, service }) {
  const deadStream = `${stream}_DEAD`;
  const filter = `${subjectPrefix}-dead.${service ?? '*'}.>`;
  // One filter subject as a string: NATS 2.9 has no `filter_subjects`.
  const consumer = await js.consumers.get(deadStream, { filter_subjects: filter });
  const letters = [];
  try {
    for (;;) {
      const message = await consumer.next({ expires: 1000 });
      if (!message) break;
      const header = (name) => message.headers?.get(name) ?? '';
      if (service && header(DEAD.service) !== service) continue;
      let event;
      try {
        event = message.json();
      } catch {
        event = undefined;
      }
      letters.push({
        seq: message.seq,
        service: header(DEAD.service),
        subject: header(DEAD.subject),
        event: event?.name ?? header(DEAD.subject).slice(subjectPrefix.length + 1),
        id: event?.id ?? null,
        deliveries: Number(header(DEAD.deliveries)) || 0,
        reason: header(DEAD.reason),
        at: header(DEAD.at),
        message,
      });
      if (message.info.pending === 0) break;
    }
  } finally {
    await consumer.delete?.().catch(() => undefined);
  }
  return letters;
}

/** Publishes a dead letter again to its original subject, then deletes it; returns the new stream sequence. */
export async function replay(js, jsm, stream, letter) {
  const headers = natsHeaders();
  for (const [key, values] of letter.message.headers ?? []) {
    if (/^encontro-dead-/i.test(key) || /^nats-/i.test(key)) continue;
    for (const value of values) headers.append(key, value);
  }
  const ack = await js.publish(letter.subject, letter.message.data, {
    msgID: `${letter.id ?? 'unreadable'}:replay:${letter.seq}`,
    headers,
  });
  await jsm.streams.deleteMessage(`${stream}_DEAD`, letter.seq);
  return ack.seq;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      service: { type: 'string' },
      seq: { type: 'string' },
      json: { type: 'boolean', default: false },
      nats: { type: 'string', default: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' },
      stream: { type: 'string', default: process.env.EVENTS_STREAM ?? 'EVENTS' },
      prefix: { type: 'string', default: process.env.EVENTS_SUBJECT_PREFIX ?? 'evt' },
    },
  });
  const command = positionals[0];
  if (!['list', 'replay', 'drop'].includes(command ?? '')) {
    console.error(usage);
    process.exit(2);
  }
  if (command === 'drop' && !values.seq && !values.service) {
    console.error('drop needs --seq or --service');
    process.exit(2);
  }
  const nc = await connect({
    servers: values.nats.split(','),
    name: 'dead-letters',
    ...(process.env.NATS_USER ? { user: process.env.NATS_USER, pass: process.env.NATS_PASSWORD } : {}),
  });
  try {
    const js = jetstream(nc);
    const jsm = await jetstreamManager(nc);
    const all = await readDeadLetters(js, {
      stream: values.stream,
      subjectPrefix: values.prefix,
      service: values.service,
    });
    const letters = values.seq ? all.filter((l) => String(l.seq) === values.seq) : all;
    if (command === 'list') {
      const rows = letters.map((letter) => ({ ...letter, message: undefined }));
      if (values.json) console.log(JSON.stringify(rows, null, 2));
      else if (rows.length === 0) console.log(`no dead letters in ${values.stream}_DEAD`);
      else
        for (const r of rows)
          console.log(
            `#${r.seq}  ${r.at}  ${r.service}  ${r.event}  ${r.id ?? '(unreadable)'}  after ${r.deliveries} deliveries: ${r.reason}`,
          );
      return;
    }
    for (const letter of letters) {
      if (command === 'replay') {
        const seq = await replay(js, jsm, values.stream, letter);
        console.log(
          `#${letter.seq} ${letter.event} ${letter.id ?? ''} → ${letter.subject} (stream sequence ${seq})`,
        );
      } else {
        await jsm.streams.deleteMessage(`${values.stream}_DEAD`, letter.seq);
        console.log(`#${letter.seq} ${letter.event} ${letter.id ?? ''} dropped`);
      }
    }
    console.log(`${command === 'replay' ? 'replayed' : 'dropped'} ${letters.length} dead letter(s)`);
  } finally {
    await nc.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
