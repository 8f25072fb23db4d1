import { Global, Module } from '@nestjs/common';
import { CensorService } from './censor.service.js';
import { ModerationRepository } from './moderation.repository.js';

@Global()
@Module({ providers: [ModerationRepository, CensorService], exports: [CensorService] })
export class ModerationModule {}
