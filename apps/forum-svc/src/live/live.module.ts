import { Module } from '@nestjs/common';
import { ForumsModule } from '../forums/forums.module.js';
import { TablesModule } from '../tables.js';
import { LiveUpdates } from './live-updates.service.js';
import { LiveHandlers } from './live.handlers.js';
import { LiveService } from './live.service.js';
import { PushRelay } from './push-relay.service.js';
import { UpdatesPruner } from './updates.pruner.js';
import { UpdatesRepository } from './updates.repository.js';

@Module({
  imports: [TablesModule, ForumsModule],
  controllers: [LiveHandlers],
  providers: [UpdatesRepository, PushRelay, LiveUpdates, LiveService, UpdatesPruner],
  exports: [UpdatesRepository, LiveUpdates],
})
export class LiveModule {}
