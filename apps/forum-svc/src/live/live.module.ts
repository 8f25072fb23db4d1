import { Module } from '@nestjs/common';
import { LiveHandlers } from './live.handlers.js';
import { LiveService } from './live.service.js';

@Module({ controllers: [LiveHandlers], providers: [LiveService] })
export class LiveModule {}
