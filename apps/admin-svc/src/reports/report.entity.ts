import { type InferEntity, defineEntity, p } from '@mikro-orm/core';
import { reportResolutions, reportStatuses, reportTypes } from '@encontro/contracts';
import type { ReportSnapshot } from './report-snapshot.js';

/**
 * A report (denúncia) of an indication, post or comment: pending → resolved, either dismissed
 * ('resolved') or with its content deleted ('content_deleted'). `snapshot` is the item as it was
 * when reported; `searchText` its searchable text, folded (no accents, lower case).
 */
export const Report = defineEntity({
  name: 'Report',
  tableName: 'reports',
  properties: {
    id: p.uuid().primary(),
    type: p.enum(reportTypes),
    targetId: p.string().length(64),
    reporterId: p.uuid().nullable(),
    message: p.string().length(200).nullable(),
    snapshot: p.json<ReportSnapshot>(),
    searchText: p.text(),
    city: p.string().length(100).default(''),
    state: p.string().length(60).default(''),
    status: p.enum(reportStatuses).default('pending'),
    resolution: p.enum(reportResolutions).nullable(),
    resolvedBy: p.uuid().nullable(),
    resolvedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type Report = InferEntity<typeof Report>;
