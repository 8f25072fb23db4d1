import { forumPagePath } from '@encontro/contracts';

/** The host's check-in screen (the QR code and the list), under the forum's page. */
export const hostCheckinPath = (forumId: string) => `${forumPagePath(forumId)}/checkin`;
