import { moderationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { StatisticsService } from './statistics.service.js';

export const StatisticsHandlers = rpcHandlers(
  'StatisticsHandlers',
  moderationRpc,
  { statistics: StatisticsService },
  {
    /** GET /api/admin/statistics → SPEC §3 Statistics */
    statistics: (_empty, { statistics }) => statistics.get(),
  },
);
export type StatisticsHandlers = InstanceType<typeof StatisticsHandlers>;
