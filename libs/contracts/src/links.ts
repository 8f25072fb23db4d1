/**
 * The links to a meetup that the services build and the web app follows: the forum's page and the
 * calendar file. The gateway serves CALENDAR_ROUTE; indication-svc writes the paths into its answers
 * and e-mails; the web app links to the same paths.
 */

/** The gateway's route of a meetup's calendar file, under `/api` (`:id` is the winner's indication id). */
export const CALENDAR_ROUTE = 'forum/:id/calendar.ics';

/** The forum's page in the web app, from the web origin: `/forum/<id>` (the winner's indication id). */
export const forumPagePath = (forumId: string) => `/forum/${forumId}`;

/**
 * A meetup's calendar file, relative to the API origin as the photo and file paths are:
 * `api/forum/<id>/calendar.ics`, with `?token=` when the link must work without a bearer token.
 */
export const calendarPath = (indicationId: string, token?: string) =>
  `api/${CALENDAR_ROUTE.replace(':id', indicationId)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** The forum's page as an absolute link (e-mails). */
export const forumLink = (publicUrl: string, forumId: string) =>
  `${base(publicUrl)}${forumPagePath(forumId)}`;

/** The calendar file with its token as an absolute link (e-mails). */
export const calendarLink = (publicUrl: string, indicationId: string, token: string) =>
  `${base(publicUrl)}/${calendarPath(indicationId, token)}`;

/** "Cheguei": the attendee's check-in page, from the web origin; with the code the host's QR holds. */
export const checkinPagePath = (forumId: string, code?: string) =>
  `${forumPagePath(forumId)}/cheguei${code ? `?c=${encodeURIComponent(code)}` : ''}`;

/** The check-in page as an absolute link: what the host's QR code holds. */
export const checkinLink = (publicUrl: string, forumId: string, code: string) =>
  `${base(publicUrl)}${checkinPagePath(forumId, code)}`;

/** The gateway's route of a city's public calendar feed, under `/api` (`:city_id`, the IBGE code). */
export const CITY_CALENDAR_ROUTE = 'cities/:city_id/calendar.ics';

/** A city's calendar feed, relative to the API origin: `api/cities/<city_id>/calendar.ics`. */
export const cityCalendarPath = (cityId: string) => `api/${CITY_CALENDAR_ROUTE.replace(':city_id', cityId)}`;

/** A winner's public meetup page (issue 31), from the web origin: `/encontro/<id>` (the winner's indication id). */
export const meetupPagePath = (indicationId: string) => `/encontro/${indicationId}`;

/** A city's public page, from the web origin: `/<slug>` (CityMatch.slug: unique per municipality). */
export const cityPagePath = (slug: string) => `/${slug}`;

/** The share images (issue 31), relative to the API origin; `v` is the state they show (a cache key for crawlers). */
export const shareImagePaths = {
  city: (cityId: string, v?: string) => `api/share/city/${cityId}.jpg${v ? `?v=${v}` : ''}`,
  meetup: (indicationId: string, v?: string) => `api/share/meetup/${indicationId}.jpg${v ? `?v=${v}` : ''}`,
  /** `/` and every page without a card of its own. */
  site: () => 'api/share/site.jpg',
} as const;

/** A public page as an absolute link (share links, og:url). */
export const publicLink = (publicUrl: string, path: string) =>
  `${base(publicUrl)}${path.startsWith('/') ? '' : '/'}${path}`;

/**
 * The web app's own one-segment pages (apps/web routes.tsx): any other `/{segment}` is a city page
 * (`/:city`). The gateway describes each path for link previews by it; apps/web's routes spec keeps
 * it equal to the route table.
 */
export const APP_PAGE_SEGMENTS = [
  'profile',
  'last-encounter',
  'support',
  'host-support',
  'notificacoes',
  'admin',
  'login',
  'register',
  'duvidas',
  'contato',
  'sobre',
  'termos',
  'privacidade',
  'validate-email',
  'validar-cadastro',
  'reset-password',
  'forgot-password',
] as const;
