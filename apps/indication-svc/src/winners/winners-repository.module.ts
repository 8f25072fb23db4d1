import { Module } from '@nestjs/common';
import { TablesModule } from '../tables.js';
import { WinnersRepository } from './winners.repository.js';

/**
 * The winners' repository in a module of its own, not WinnersModule's: the winners read
 * indications and presences, while a presence confirms its winner's host and an indication's
 * removal deletes its winner row.
 */
@Module({ imports: [TablesModule], providers: [WinnersRepository], exports: [WinnersRepository] })
export class WinnersRepositoryModule {}
