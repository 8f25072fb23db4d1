import { Controller, Inject } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type RpcRequest, forumRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { PhotoPurgesRepository } from './photo-purges.repository.js';

const { claimPhotoPurges, confirmPhotoPurges } = forumRpc;

/**
 * The gateway owns the object storage: it claims the memory photos of removed forums, deletes the
 * objects, then confirms (contracts' photoPurgeQueues). Times are real time (a lease).
 */
@Controller()
export class PhotoPurgesHandlers {
  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(PhotoPurgesRepository) private readonly purges: PhotoPurgesRepository,
  ) {}

  @Rpc(claimPhotoPurges)
  async claim({ limit }: RpcRequest<typeof claimPhotoPurges>) {
    const rows = await this.orm.em.fork().transactional((em) => this.purges.claim(em, limit, new Date()));
    return { paths: rows.map((row) => row.path) };
  }

  @Rpc(confirmPhotoPurges)
  async confirm({ paths }: RpcRequest<typeof confirmPhotoPurges>) {
    await this.purges.remove(this.orm.em.fork(), paths);
    return { removed: paths.length };
  }
}
