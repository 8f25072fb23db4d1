import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module.js';
import { VotesHandlers } from './votes.handlers.js';
import { VotesService } from './votes.service.js';

@Module({ imports: [PeopleModule], controllers: [VotesHandlers], providers: [VotesService] })
export class VotesModule {}
