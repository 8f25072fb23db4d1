import { Module } from '@nestjs/common';
import { FaqHandlers } from './faq.handlers.js';
import { FaqRepository } from './faq.repository.js';
import { FaqService } from './faq.service.js';

@Module({ controllers: [FaqHandlers], providers: [FaqRepository, FaqService] })
export class FaqModule {}
