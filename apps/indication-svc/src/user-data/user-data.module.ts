import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module.js';
import { UserDataHandlers } from './user-data.handlers.js';
import { UserDataService } from './user-data.service.js';

@Module({ imports: [PeopleModule], controllers: [UserDataHandlers], providers: [UserDataService] })
export class UserDataModule {}
