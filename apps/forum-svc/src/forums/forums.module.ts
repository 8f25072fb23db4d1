import { Module } from '@nestjs/common';
import { ForumLifecycle } from './forum-lifecycle.service.js';
import { ForumRemoval } from './forum-removal.service.js';
import { ForumsHandlers } from './forums.handlers.js';
import { ForumsService } from './forums.service.js';

@Module({ controllers: [ForumsHandlers], providers: [ForumsService, ForumLifecycle, ForumRemoval] })
export class ForumsModule {}
