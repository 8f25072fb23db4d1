import { Module } from '@nestjs/common';
import { AccountMail } from './account-mail.service.js';

@Module({ providers: [AccountMail], exports: [AccountMail] })
export class AccountMailModule {}
