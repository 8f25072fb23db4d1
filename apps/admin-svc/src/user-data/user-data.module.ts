import { Module } from '@nestjs/common';
import { UserDataHandlers } from './user-data.handlers.js';

@Module({ controllers: [UserDataHandlers] })
export class UserDataModule {}
