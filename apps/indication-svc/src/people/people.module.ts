import { Module } from '@nestjs/common';
import { CityScopes } from './city-scope.service.js';
import { PeopleRepository } from './people.repository.js';
import { PeopleService } from './people.service.js';

@Module({
  providers: [PeopleRepository, PeopleService, CityScopes],
  exports: [PeopleRepository, CityScopes],
})
export class PeopleModule {}
