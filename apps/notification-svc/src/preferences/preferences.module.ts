import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module.js';
import { PreferencesHandlers } from './preferences.handlers.js';
import { PreferencesRepository } from './preferences.repository.js';
import { PreferencesService } from './preferences.service.js';

@Module({
  imports: [PeopleModule],
  controllers: [PreferencesHandlers],
  providers: [PreferencesRepository, PreferencesService],
  exports: [PreferencesRepository],
})
export class PreferencesModule {}
