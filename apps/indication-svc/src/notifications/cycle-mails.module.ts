import { Module } from '@nestjs/common';
import { CycleMails } from './cycle-mails.service.js';

@Module({ providers: [CycleMails], exports: [CycleMails] })
export class CycleMailsModule {}
