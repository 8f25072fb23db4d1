import { afterEach, describe, expect, it } from '@jest/globals';
import { type RpcContract, photoPurgeQueues } from '@encontro/contracts';
import type { ServiceClient } from '@encontro/server-messaging';
import { ObjectStorage, type StoredObject } from '@encontro/server-storage';
import { waitFor } from '@encontro/testing/unit';
import type { GatewayConfig } from '../config.js';
import { PhotoJanitor } from './photo-janitor.js';
import { StoredPhotos } from './stored-photos.js';

/** The object storage in memory; `down` makes every call fail as an unreachable S3 does. */
class MemoryStorage extends ObjectStorage {
  readonly objects = new Set<string>();
  down = false;

  private reach(): void {
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:9000');
  }
  async put(key: string): Promise<void> {
    this.reach();
    this.objects.add(key);
  }
  async get(): Promise<StoredObject | null> {
    this.reach();
    return null;
  }
  async delete(key: string): Promise<void> {
    this.reach();
    this.objects.delete(key);
  }
  async deletePrefix(prefix: string): Promise<number> {
    this.reach();
    const keys = [...this.objects].filter((key) => key.startsWith(prefix));
    for (const key of keys) this.objects.delete(key);
    return keys.length;
  }
  async ensureBucket(): Promise<void> {}
}

type Entry = { path: string; kind: 'object' | 'prefix'; claimed: boolean };

/** Each service's queue behind its claim/confirm subjects, as the services' handlers answer them. */
function queues(unreachable: string[] = []) {
  const held = new Map<string, Entry[]>(photoPurgeQueues.map((q) => [q.service, []]));
  const serviceOf = (subject: string) =>
    photoPurgeQueues.find((q) => q.claim.subject === subject || q.confirm.subject === subject)!.service;
  const client = {
    call: async (contract: RpcContract, payload: Record<string, unknown>) => {
      const service = serviceOf(contract.subject);
      if (unreachable.includes(service)) throw new Error(`${service}: no answer`);
      const entries = held.get(service)!;
      if (contract.subject.endsWith('.claim')) {
        const batch = entries.filter((e) => !e.claimed).slice(0, payload.limit as number);
        for (const e of batch) e.claimed = true;
        const of = (kind: Entry['kind']) => batch.filter((e) => e.kind === kind).map((e) => e.path);
        return { paths: of('object'), prefixes: of('prefix') };
      }
      const { paths, released } = payload as { paths: string[]; released: string[] };
      held.set(
        service,
        entries.filter((e) => !paths.includes(e.path)),
      );
      for (const e of held.get(service)!) if (released.includes(e.path)) e.claimed = false;
      return { removed: paths.length };
    },
  } as unknown as ServiceClient;
  const add = (service: string, kind: Entry['kind'], ...paths: string[]) =>
    held.get(service)!.push(...paths.map((path) => ({ path, kind, claimed: false })));
  return { client, add, left: (service: string) => held.get(service)! };
}

describe(PhotoJanitor.name, () => {
  let janitor: PhotoJanitor | undefined;
  afterEach(async () => {
    await janitor?.onModuleDestroy();
  });

  const start = (client: ServiceClient, storage: ObjectStorage) => {
    janitor = new PhotoJanitor(client, new StoredPhotos(storage), {
      PHOTO_PURGE_INTERVAL_MS: 60_000,
    } as GatewayConfig);
    janitor.onApplicationBootstrap();
    return janitor;
  };

  it('empties a deleted account’s prefixes and confirms them once the storage removed them', async () => {
    const storage = new MemoryStorage();
    for (const key of ['users/ana/1.webp', 'indications/ana/2.webp', 'indications/anabela/3.webp'])
      storage.objects.add(key);
    const q = queues();
    q.add('identity-svc', 'prefix', 'users/ana/', 'indications/ana/', 'memories/ana/');
    q.add('indication-svc', 'object', 'storage/indications/ana/2.webp');

    start(q.client, storage).soon();

    await waitFor(() => q.left('identity-svc').length === 0 && q.left('indication-svc').length === 0, 2000);
    expect([...storage.objects]).toEqual(['indications/anabela/3.webp']);
  });

  it('keeps the entries while the storage is down, and removes them at the next pass once it is back', async () => {
    const storage = new MemoryStorage();
    storage.objects.add('users/ana/1.webp');
    storage.down = true;
    const q = queues();
    q.add('identity-svc', 'prefix', 'users/ana/', 'memories/ana/');
    const running = start(q.client, storage);

    running.soon();
    await waitFor(() => q.left('identity-svc').every((e) => !e.claimed), 2000);
    running.soon();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Released, not confirmed: still queued, claimable again, the photo still stored.
    expect(q.left('identity-svc')).toEqual([
      { path: 'users/ana/', kind: 'prefix', claimed: false },
      { path: 'memories/ana/', kind: 'prefix', claimed: false },
    ]);

    storage.down = false;
    running.soon();
    await waitFor(() => q.left('identity-svc').length === 0, 2000);
    expect(storage.objects.size).toBe(0);
  });

  it('confirms what the storage removed and releases only what it refused', async () => {
    const storage = new MemoryStorage();
    storage.objects.add('users/ana/1.webp');
    const failing = 'memories/ana/';
    const deletePrefix = storage.deletePrefix.bind(storage);
    storage.deletePrefix = async (prefix) => {
      if (prefix === failing) throw new Error('SlowDown');
      return deletePrefix(prefix);
    };
    const q = queues();
    q.add('identity-svc', 'prefix', 'users/ana/', failing);

    start(q.client, storage).soon();

    await waitFor(() => q.left('identity-svc').length === 1, 2000);
    expect(q.left('identity-svc')[0]).toMatchObject({ path: failing });
    expect(storage.objects.size).toBe(0);
  });

  it('goes on with the other services when one does not answer', async () => {
    const storage = new MemoryStorage();
    storage.objects.add('memories/bia/1.webp');
    const q = queues(['identity-svc']);
    q.add('forum-svc', 'object', 'storage/memories/bia/1.webp');

    start(q.client, storage).soon();

    await waitFor(() => q.left('forum-svc').length === 0, 2000);
    expect(storage.objects.size).toBe(0);
  });
});
