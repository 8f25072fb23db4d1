import { indicationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { AttendanceService } from './attendance.service.js';

export const AttendanceHandlers = rpcHandlers(
  'AttendanceHandlers',
  indicationRpc,
  { attendance: AttendanceService },
  {
    confirmAttendance: ({ user_id, indication_id, body }, { attendance }) =>
      attendance.confirm(user_id, indication_id, body),
    withdrawAttendance: ({ user_id, indication_id }, { attendance }) =>
      attendance.withdraw(user_id, indication_id),
    myAttendance: ({ user_id, indication_id }, { attendance }) => attendance.mine(user_id, indication_id),
    confirmHostByLink: ({ body }, { attendance }) => attendance.confirmHostByLink(body.token),
    calendar: ({ indication_id, user_id, token }, { attendance }) =>
      attendance.calendar(indication_id, user_id, token),
  },
);
export type AttendanceHandlers = InstanceType<typeof AttendanceHandlers>;
