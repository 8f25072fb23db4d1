// s3rver (S3 on :9000) and maildev (SMTP :1025, UI and REST API :1080), run inside the start script.
import MailDev from 'maildev';
import S3rver from 's3rver';
import { mkdirSync } from 'node:fs';

export async function startS3(port, directory, bucket) {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return () => server.close();
}

export async function startMaildev(smtpPort, webPort) {
  const signals = ['SIGTERM', 'SIGINT'];
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const maildev = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: '127.0.0.1',
    silent: true,
    noApplyHeaders: true,
  });
  // maildev exits the whole process on SIGTERM/SIGINT: the start script would end before its apps have
  // drained and logged it. It is closed by the returned function instead, after them.
  for (const signal of signals)
    for (const listener of process.listeners(signal))
      if (!before.get(signal).includes(listener)) process.off(signal, listener);
  await new Promise((resolve, reject) => maildev.listen((error) => (error ? reject(error) : resolve())));
  return () => new Promise((resolve) => maildev.close(() => resolve()));
}
