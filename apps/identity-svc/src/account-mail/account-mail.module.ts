import { Module } from '@nestjs/common';
import { AccountMail } from './account-mail.service.js';
import { AfterAnswer } from './after-answer.service.js';

@Module({ providers: [AccountMail, AfterAnswer], exports: [AccountMail, AfterAnswer] })
export class AccountMailModule {}
