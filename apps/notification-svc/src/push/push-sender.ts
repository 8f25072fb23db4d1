import { Inject, Injectable } from '@nestjs/common';
import webpush from 'web-push';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config.js';
import { VAPID_KEYS, type VapidKeys } from './vapid-keys.js';

export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/** A push service refused the push (`statusCode`) or could not be reached (none). */
export class PushFailure extends Error {
  override readonly name = 'PushFailure';
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
  }
}

/** Sends one encrypted push to one subscription; throws a PushFailure when it was not accepted. */
export abstract class PushSender {
  abstract send(target: PushTarget, payload: string): Promise<void>;
}

/**
 * Web Push (RFC 8030/8291/8292) with the `web-push` library: it encrypts the payload (aes128gcm) and
 * signs the VAPID header; the request goes out through node:http(s) because its own sendNotification
 * always speaks https, and local test push services (PUSH_ALLOW_HTTP_ENDPOINTS) listen on http.
 */
@Injectable()
export class WebPushSender extends PushSender {
  constructor(
    @Inject(VAPID_KEYS) private readonly vapid: VapidKeys,
    @Inject(NOTIFICATION_CONFIG)
    private readonly config: Pick<NotificationConfig, 'PUSH_TTL_SECONDS' | 'PUSH_TIMEOUT_MS'>,
  ) {
    super();
  }

  send(target: PushTarget, payload: string): Promise<void> {
    const details = webpush.generateRequestDetails(target, payload, {
      vapidDetails: this.vapid,
      TTL: this.config.PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    const url = new URL(details.endpoint);
    const request = url.protocol === 'http:' ? httpRequest : httpsRequest;
    return new Promise<void>((resolve, reject) => {
      const outgoing = request(
        url,
        { method: details.method, headers: details.headers, timeout: this.config.PUSH_TIMEOUT_MS },
        (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve();
            else reject(new PushFailure(`push service answered ${status}`, status));
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('push service timed out')));
      outgoing.on('error', (error) => reject(new PushFailure(error.message)));
      outgoing.end(details.body ?? undefined);
    });
  }
}
