import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, indicationRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { AttendanceService } from './attendance.service.js';

const { confirmAttendance, confirmHostByLink, calendar } = indicationRpc;

@Controller()
export class AttendanceHandlers {
  constructor(@Inject(AttendanceService) private readonly attendance: AttendanceService) {}

  @Rpc(confirmAttendance)
  confirm({ user_id, indication_id }: RpcRequest<typeof confirmAttendance>) {
    return this.attendance.confirm(user_id, indication_id);
  }

  @Rpc(confirmHostByLink)
  confirmHostByLink({ body }: RpcRequest<typeof confirmHostByLink>) {
    return this.attendance.confirmHostByLink(body.token);
  }

  @Rpc(calendar)
  calendar({ indication_id, user_id, token }: RpcRequest<typeof calendar>) {
    return this.attendance.calendar(indication_id, user_id, token);
  }
}
