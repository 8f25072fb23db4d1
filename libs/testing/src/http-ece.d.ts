// http_ece 1.2 ships no types; this is the part the push endpoint uses.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  type DecryptParams = { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string };
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
