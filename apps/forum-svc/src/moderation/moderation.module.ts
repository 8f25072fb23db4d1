import { Module } from '@nestjs/common';
import { CensorService } from './censor.service.js';
import { ModerationRepository } from './moderation.repository.js';

@Module({ providers: [ModerationRepository, CensorService], exports: [CensorService] })
export class ModerationModule {}
