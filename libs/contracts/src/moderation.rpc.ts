import { moderationCommands, moderationUserDataSchema } from './moderation.commands.js';
import { auditPageSchema } from './moderation.audit.schemas.js';
import { censoredWordListSchema, censoredWordsChangedSchema } from './moderation.censored-words.schemas.js';
import {
  reportActionResultSchema,
  reportContentDeletedSchema,
  reportCreatedSchema,
  reportPageSchema,
} from './moderation.reports.schemas.js';
import { platformSettingsViewSchema, settingsSavedSchema } from './moderation.settings.schemas.js';
import { statisticsSchema } from './moderation.statistics.schemas.js';
import { rpc } from './rpc.js';

/** admin-svc: reports, censored words, platform settings, statistics, audit log (SPEC §7 Admin). */
export const moderationRpc = {
  createReport: rpc('moderation.report.create', {
    request: moderationCommands.createReport,
    response: reportCreatedSchema,
    errorsUnder: 'body',
  }),
  adminListReports: rpc('moderation.admin-report.list', {
    caller: 'admin',
    request: moderationCommands.adminListReports,
    response: reportPageSchema,
    errorsUnder: 'query',
  }),
  adminResolveReport: rpc('moderation.admin-report.resolve', {
    caller: 'admin',
    request: moderationCommands.adminResolveReport,
    response: reportActionResultSchema,
  }),
  adminDeleteReportedContent: rpc('moderation.admin-report.delete-content', {
    caller: 'admin',
    request: moderationCommands.adminDeleteReportedContent,
    response: reportContentDeletedSchema,
  }),
  listCensoredWords: rpc('moderation.censored-word.list', {
    caller: 'admin',
    request: moderationCommands.listCensoredWords,
    response: censoredWordListSchema,
  }),
  addCensoredWords: rpc('moderation.censored-word.add', {
    caller: 'admin',
    request: moderationCommands.addCensoredWords,
    response: censoredWordsChangedSchema,
    errorsUnder: 'body',
  }),
  removeCensoredWord: rpc('moderation.censored-word.remove', {
    caller: 'admin',
    request: moderationCommands.removeCensoredWord,
    response: censoredWordsChangedSchema,
  }),
  getSettings: rpc('moderation.settings.get', {
    caller: 'admin',
    request: moderationCommands.getSettings,
    response: platformSettingsViewSchema,
  }),
  updateSettings: rpc('moderation.settings.update', {
    caller: 'admin',
    request: moderationCommands.updateSettings,
    response: settingsSavedSchema,
    errorsUnder: 'body',
  }),
  statistics: rpc('moderation.statistics.get', {
    caller: 'admin',
    request: moderationCommands.statistics,
    response: statisticsSchema,
  }),
  listAudit: rpc('moderation.audit.list', {
    caller: 'admin',
    request: moderationCommands.listAudit,
    response: auditPageSchema,
    errorsUnder: 'query',
  }),
  exportUserData: rpc('moderation.user-data.export', {
    caller: 'user',
    request: moderationCommands.exportUserData,
    response: moderationUserDataSchema,
  }),
} as const;
