import { describe, expect, it, jest } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { identityRpc } from '@encontro/contracts';
import { automock, transactionalOrm, unitOfWork } from '@encontro/testing/unit';
import { PhotoPurgeQueue, photoPurgeHandlers } from './photo-purge-queue.js';

const NOW = new Date('2026-11-24T13:00:00Z');
const contracts = { claim: identityRpc.claimPhotoPurges, confirm: identityRpc.confirmPhotoPurges };

/** A unit of work that records the SQL it is given. */
function recordingEm() {
  const em = unitOfWork();
  const execute = jest.fn(async (_sql: string, _params: unknown[]) => [] as unknown[]);
  Object.assign(em, { execute });
  return { em: em as unknown as EntityManager, execute };
}

describe(PhotoPurgeQueue.name, () => {
  const queue = new PhotoPurgeQueue('identity.photo_purges');

  it('queues each photo as an object entry', async () => {
    const { em, execute } = recordingEm();
    await queue.add(em, ['storage/users/u1/a.webp'], NOW);
    expect(execute).toHaveBeenCalledTimes(1);
    expect(execute.mock.calls[0]![1]).toEqual(['storage/users/u1/a.webp', 'object', NOW]);
  });

  it('queues each key prefix as a prefix entry', async () => {
    const { em, execute } = recordingEm();
    await queue.addPrefixes(em, ['users/u1/', 'memories/u1/'], NOW);
    expect(execute.mock.calls.map(([, params]) => params)).toEqual([
      ['users/u1/', 'prefix', NOW],
      ['memories/u1/', 'prefix', NOW],
    ]);
  });

  it('refuses a prefix that does not end with a slash, which would reach other people’s keys', async () => {
    const { em, execute } = recordingEm();
    await expect(queue.addPrefixes(em, ['users/u1'], NOW)).rejects.toThrow("ends with '/'");
    expect(execute).not.toHaveBeenCalled();
  });

  it('leaves the table alone when there is nothing to remove or release', async () => {
    const { em, execute } = recordingEm();
    await queue.remove(em, []);
    await queue.release(em, []);
    expect(execute).not.toHaveBeenCalled();
  });
});

describe('photoPurgeHandlers', () => {
  const Handlers = photoPurgeHandlers(contracts, PhotoPurgeQueue);
  const build = () => {
    const purges = automock(PhotoPurgeQueue);
    const em = unitOfWork();
    return { purges, em, handlers: new Handlers(transactionalOrm(em), purges) };
  };

  it('answers a claimed batch as single photos and whole prefixes', async () => {
    const { purges, handlers } = build();
    purges.claim.mockResolvedValue([
      { path: 'storage/indications/u1/a.webp', kind: 'object' },
      { path: 'users/u1/', kind: 'prefix' },
      { path: 'memories/u1/', kind: 'prefix' },
    ]);
    await expect(handlers.claim({ limit: 10 })).resolves.toEqual({
      paths: ['storage/indications/u1/a.webp'],
      prefixes: ['users/u1/', 'memories/u1/'],
    });
    expect(purges.claim).toHaveBeenCalledWith(expect.anything(), 10, expect.any(Date));
    expect(contracts.claim.response.strict().safeParse(await handlers.claim({ limit: 10 })).success).toBe(
      true,
    );
  });

  it('removes what the gateway deleted and releases what the storage refused, in one transaction', async () => {
    const { purges, em, handlers } = build();
    purges.remove.mockResolvedValue(undefined);
    purges.release.mockResolvedValue(undefined);
    await expect(
      handlers.confirm({ paths: ['users/u1/', 'storage/users/u1/a.webp'], released: ['memories/u1/'] }),
    ).resolves.toEqual({ removed: 2 });
    expect(purges.remove).toHaveBeenCalledWith(em, ['users/u1/', 'storage/users/u1/a.webp']);
    expect(purges.release).toHaveBeenCalledWith(em, ['memories/u1/']);
  });
});
