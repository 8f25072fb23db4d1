import { Module } from '@nestjs/common';
import { AccountTokensRepository } from './account-tokens.repository.js';

@Module({ providers: [AccountTokensRepository], exports: [AccountTokensRepository] })
export class AccountTokensModule {}
