import { Module } from '@nestjs/common';
import { LastEncounterService } from './last-encounter.service.js';
import { MemoriesHandlers } from './memories.handlers.js';

@Module({ controllers: [MemoriesHandlers], providers: [LastEncounterService] })
export class MemoriesModule {}
