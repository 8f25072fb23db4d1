import { Module } from '@nestjs/common';
import { UsersDirectory } from './users-directory.service.js';
import { UsersRepository } from './users.repository.js';

@Module({ providers: [UsersRepository, UsersDirectory], exports: [UsersRepository] })
export class UsersModule {}
