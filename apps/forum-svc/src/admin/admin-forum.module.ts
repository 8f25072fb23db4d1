import { Module } from '@nestjs/common';
import { AdminForumHandlers } from './admin-forum.handlers.js';
import { AdminForumService } from './admin-forum.service.js';

@Module({ controllers: [AdminForumHandlers], providers: [AdminForumService] })
export class AdminForumModule {}
