import { createECDH } from 'node:crypto';

/**
 * Whether a subscription's `p256dh` is a point of the P-256 curve. The contract checks its shape
 * (65 bytes, 0x04 first); a point off the curve would only fail at encryption, push after push.
 */
export function isP256PublicKey(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}
