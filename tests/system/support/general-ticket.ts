import type { Api, ApiAnswer } from './system-harness.js';

/** What the general ticket form asks for (SPEC §7 support), besides its type. */
export type GeneralTicket = { name: string; email: string; subject: string; message: string };

/** Opens a general support ticket through the gateway as the holder of `token`. */
export const openGeneralTicket = (
  api: Api,
  token: string | undefined,
  ticket: GeneralTicket,
): Promise<ApiAnswer> => api('/api/support/general', { token, body: { ticket_type: 'general', ...ticket } });
