import { Module } from '@nestjs/common';
import { TablesModule } from '../tables.js';
import { PasswordHasher } from './password-hasher.service.js';
import { UsersRepository } from './users.repository.js';

@Module({
  imports: [TablesModule],
  providers: [UsersRepository, PasswordHasher],
  exports: [UsersRepository, PasswordHasher],
})
export class UsersModule {}
