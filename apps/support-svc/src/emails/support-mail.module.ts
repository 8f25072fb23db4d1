import { Module } from '@nestjs/common';
import { SupportMail } from './support-mail.service.js';

@Module({ providers: [SupportMail], exports: [SupportMail] })
export class SupportMailModule {}
