import { Module } from '@nestjs/common';
import { PasswordHasher } from './password-hasher.service.js';
import { UsersRepository } from './users.repository.js';

@Module({ providers: [UsersRepository, PasswordHasher], exports: [UsersRepository, PasswordHasher] })
export class UsersModule {}
