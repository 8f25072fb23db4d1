import { Module } from '@nestjs/common';
import { EmailOptOutsModule } from '../email-opt-outs/email-opt-outs.module.js';
import { CycleMails } from './cycle-mails.service.js';

@Module({ imports: [EmailOptOutsModule], providers: [CycleMails], exports: [CycleMails] })
export class CycleMailsModule {}
