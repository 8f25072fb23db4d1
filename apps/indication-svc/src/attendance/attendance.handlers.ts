import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AttendanceResult, indicationCommands, indicationSubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { AttendanceService } from './attendance.service.js';

@Controller()
export class AttendanceHandlers {
  constructor(@Inject(AttendanceService) private readonly attendance: AttendanceService) {}

  @MessagePattern(indicationSubjects.confirmAttendance)
  async confirm(@Payload() payload: unknown): Promise<AttendanceResult> {
    const { user_id, indication_id } = parseCommand(indicationCommands.confirmAttendance, payload);
    return this.attendance.confirm(user_id, indication_id);
  }

  @MessagePattern(indicationSubjects.confirmHostByLink)
  async confirmHostByLink(@Payload() payload: unknown) {
    const { token } = parseCommand(indicationCommands.confirmHostByLink, payload, 'body').body;
    return this.attendance.confirmHostByLink(token);
  }

  @MessagePattern(indicationSubjects.calendar)
  async calendar(@Payload() payload: unknown) {
    const { indication_id, user_id, token } = parseCommand(indicationCommands.calendar, payload);
    return this.attendance.calendar(indication_id, user_id, token);
  }
}
