import { Module } from '@nestjs/common';
import { ReadVersionsModule } from '../read-versions/read-versions.module.js';
import { IntegrityRepositoriesModule } from '../integrity/integrity-repositories.module.js';
import { TablesModule } from '../tables.js';
import { CityScopes } from './city-scope.service.js';
import { PeopleRepository } from './people.repository.js';
import { PeopleService } from './people.service.js';

@Module({
  imports: [TablesModule, ReadVersionsModule, IntegrityRepositoriesModule],
  providers: [PeopleRepository, PeopleService, CityScopes],
  exports: [PeopleRepository, CityScopes],
})
export class PeopleModule {}
