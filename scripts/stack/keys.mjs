// Local keys and secrets, made once per checkout in .stack/keys (git-ignored) and reused on every
// start: access tokens (identity-svc signs, the gateway verifies), the Web Push key pair, the
// secret of the e-mail unsubscribe links (notification-svc; indication-svc signs its links too), the
// gateway's key of the client network and address hashes, and indication-svc's meetup secret.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

/** The file's text, written by `make` first when the file does not exist yet. */
function keptFile(dir, name, make) {
  const path = join(dir, name);
  if (!existsSync(path)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path, make(), { mode: 0o600 });
  }
  return readFileSync(path, 'utf8');
}

export function localJwtKeys(dir) {
  const privatePath = join(dir, 'jwt-private.pem');
  const publicPath = join(dir, 'jwt-public.pem');
  if (!existsSync(privatePath) || !existsSync(publicPath)) {
    mkdirSync(dir, { recursive: true });
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeFileSync(privatePath, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    writeFileSync(publicPath, publicKey.export({ type: 'spki', format: 'pem' }));
  }
  return { privateKey: readFileSync(privatePath, 'utf8'), publicKey: readFileSync(publicPath, 'utf8') };
}

/**
 * The VAPID pair `{ publicKey, privateKey }` (base64url). A browser's push subscription is bound to
 * the public key it was made with: keeping the pair keeps the subscriptions working across restarts.
 */
export function localVapidKeys(dir) {
  return JSON.parse(keptFile(dir, 'vapid.json', () => JSON.stringify(webpush.generateVAPIDKeys())));
}

/** The HMAC secret of the e-mail unsubscribe links: links in e-mails already sent keep working. */
export function localUnsubscribeSecret(dir) {
  return keptFile(dir, 'email-unsubscribe-secret', () => randomBytes(32).toString('base64url')).trim();
}

/**
 * indication-svc's MEETUP_SECRET: the HMAC key of the check-in codes and of the reminders' one-tap
 * answers (a reminder's token keeps working across a restart).
 */
export function localMeetupSecret(dir) {
  return keptFile(dir, 'meetup-secret', () => randomBytes(32).toString('base64url')).trim();
}

/**
 * The gateway's HMAC key of client networks and addresses: the networks the services stored and the
 * rate-limit counts in Redis keep meaning the same after a restart.
 */
export function localNetworkHashSecret(dir) {
  return keptFile(dir, 'network-hash-secret', () => randomBytes(32).toString('base64url')).trim();
}

/**
 * The key of the caller context (CALLER_CONTEXT_SECRET) the gateway signs admin and personal-data
 * requests with and every service verifies: every app of the stack gets the same one.
 */
export function localCallerContextSecret(dir) {
  return keptFile(dir, 'caller-context-secret', () => randomBytes(32).toString('base64url')).trim();
}

/**
 * What some apps get on top of the common variables. Browsers' push services are https, so
 * notification-svc refuses http endpoints here as in production.
 */
export function localServiceSecrets(dir) {
  const vapid = localVapidKeys(dir);
  const EMAIL_UNSUBSCRIBE_SECRET = localUnsubscribeSecret(dir);
  return {
    gateway: { NETWORK_HASH_SECRET: localNetworkHashSecret(dir) },
    'indication-svc': { EMAIL_UNSUBSCRIBE_SECRET, MEETUP_SECRET: localMeetupSecret(dir) },
    'notification-svc': {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      EMAIL_UNSUBSCRIBE_SECRET,
      PUSH_ALLOW_HTTP_ENDPOINTS: 'false',
    },
  };
}
