import { Module } from '@nestjs/common';
import { TablesModule } from '../tables.js';
import { PeopleRepository } from './people.repository.js';
import { PeopleService } from './people.service.js';

@Module({
  imports: [TablesModule],
  providers: [PeopleRepository, PeopleService],
  exports: [PeopleRepository],
})
export class PeopleModule {}
