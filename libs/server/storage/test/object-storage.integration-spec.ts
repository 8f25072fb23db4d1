import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '@encontro/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3ObjectStorage } from '../src/index.js';

describe(S3ObjectStorage.name, () => {
  const directory = mkdtempSync(join(tmpdir(), 'storage-s3-'));
  const bucket = 'storage-test';
  let server: S3rver;
  let storage: S3ObjectStorage;

  beforeAll(async () => {
    const port = await freePort();
    server = new S3rver({ port, address: '127.0.0.1', directory, silent: true });
    await server.run();
    storage = new S3ObjectStorage({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await storage.ensureBucket();
  });

  afterAll(async () => {
    storage.onApplicationShutdown();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('deletes every object under a prefix and nothing else', async () => {
    for (const key of ['memories/ana/1.webp', 'memories/ana/2.webp', 'memories/ana/3.webp'])
      await storage.put(key, Buffer.from('x'), 'image/webp');
    await storage.put('memories/anabela/1.webp', Buffer.from('y'), 'image/webp');

    expect(await storage.deletePrefix('memories/ana/')).toBe(3);
    expect(await storage.get('memories/ana/1.webp')).toBeNull();
    expect(await storage.get('memories/anabela/1.webp')).not.toBeNull();
    expect(await storage.deletePrefix('memories/ana/')).toBe(0);
  });

  it('refuses an empty prefix rather than emptying the bucket', async () => {
    await expect(storage.deletePrefix('')).rejects.toThrow('non-empty prefix');
  });
});
