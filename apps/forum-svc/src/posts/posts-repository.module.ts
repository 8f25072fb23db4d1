import { Module } from '@nestjs/common';
import { TablesModule } from '../tables.js';
import { PostsRepository } from './posts.repository.js';

/**
 * The posts' repository in a module of its own, not PostsModule's: the forum's views (ForumsModule)
 * read posts and comments, while writing them follows the forum's rules and views.
 */
@Module({ imports: [TablesModule], providers: [PostsRepository], exports: [PostsRepository] })
export class PostsRepositoryModule {}
