import { Module } from '@nestjs/common';
import { PrivacyHandlers } from './privacy.handlers.js';
import { UserDataService } from './user-data.service.js';

@Module({ controllers: [PrivacyHandlers], providers: [UserDataService] })
export class PrivacyModule {}
