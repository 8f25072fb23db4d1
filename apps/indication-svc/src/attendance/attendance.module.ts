import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module.js';
import { AttendanceHandlers } from './attendance.handlers.js';
import { AttendanceService } from './attendance.service.js';

@Module({ imports: [PeopleModule], controllers: [AttendanceHandlers], providers: [AttendanceService] })
export class AttendanceModule {}
