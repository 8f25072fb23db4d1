import { Module } from '@nestjs/common';
import { IndicationsModule } from '../indications/indications.module.js';
import { PeopleModule } from '../people/people.module.js';
import { UserErasure } from './user-erasure.service.js';

@Module({ imports: [IndicationsModule, PeopleModule], providers: [UserErasure] })
export class ErasureModule {}
