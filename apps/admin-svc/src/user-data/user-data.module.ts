import { Module } from '@nestjs/common';
import { ReportsModule } from '../reports/reports.module.js';
import { UserDataHandlers } from './user-data.handlers.js';

@Module({ imports: [ReportsModule], controllers: [UserDataHandlers] })
export class UserDataModule {}
