import { Controller, Inject } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { forumCommands, forumSubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { PhotoPurgesRepository } from './photo-purges.repository.js';

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

  @MessagePattern(forumSubjects.claimPhotoPurges)
  async claim(@Payload() payload: unknown): Promise<{ paths: string[] }> {
    const { limit } = parseCommand(forumCommands.claimPhotoPurges, payload);
    const rows = await this.orm.em.fork().transactional((em) => this.purges.claim(em, limit, new Date()));
    return { paths: rows.map((row) => row.path) };
  }

  @MessagePattern(forumSubjects.confirmPhotoPurges)
  async confirm(@Payload() payload: unknown): Promise<{ removed: number }> {
    const { paths } = parseCommand(forumCommands.confirmPhotoPurges, payload);
    await this.purges.remove(this.orm.em.fork(), paths);
    return { removed: paths.length };
  }
}
