import { Module } from '@nestjs/common';
import { PeopleRepository } from './people.repository.js';
import { PeopleService } from './people.service.js';

@Module({ providers: [PeopleRepository, PeopleService], exports: [PeopleRepository] })
export class PeopleModule {}
