import { eventEntities } from '@encontro/server-events';
import { AuditEntry } from './audit/audit-entry.entity.js';
import { CensoredWord } from './censored-words/censored-word.entity.js';
import { Person } from './people/person.entity.js';
import { Report } from './reports/report.entity.js';
import { Settings } from './settings/settings.entity.js';
import { ActiveUserMonth, TrackedIndication, TrackedTicket } from './statistics/statistics.entities.js';

export const adminEntities = [
  ...eventEntities,
  Person,
  Report,
  CensoredWord,
  Settings,
  TrackedIndication,
  TrackedTicket,
  ActiveUserMonth,
  AuditEntry,
];
