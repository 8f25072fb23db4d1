import { Module } from '@nestjs/common';
import { PostsHandlers } from './posts.handlers.js';
import { PostsService } from './posts.service.js';

@Module({ controllers: [PostsHandlers], providers: [PostsService] })
export class PostsModule {}
