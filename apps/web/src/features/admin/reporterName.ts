import type { Report } from './adminTypes';

/** Who filed the report: the reporter's full name. */
export const reporterName = (r: Report) => `${r.denunciante.name} ${r.denunciante.surname}`.trim();
