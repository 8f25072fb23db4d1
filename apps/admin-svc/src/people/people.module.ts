import { Module } from '@nestjs/common';
import { TablesModule } from '../tables.js';
import { PeopleRepository } from './people.repository.js';

@Module({ imports: [TablesModule], providers: [PeopleRepository], exports: [PeopleRepository] })
export class PeopleModule {}
