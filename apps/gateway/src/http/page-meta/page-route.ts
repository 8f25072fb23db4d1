import { APP_PAGE_SEGMENTS, citySlug, meetupPagePath, shareCommands } from '@encontro/contracts';

/**
 * What a page path shows, as the web app's routes read it (issue 31): a city (`/{city}`), a meetup
 * (`/encontro/{id}`), another page of the app, a non-canonical city address (the app replaces it
 * with its slug), or nothing.
 */
export type PageRoute =
  | { kind: 'city'; slug: string }
  | { kind: 'city-redirect'; location: string }
  | { kind: 'meetup'; indicationId: string }
  | { kind: 'page'; path: string }
  | { kind: 'not-found' };

const appPages: ReadonlySet<string> = new Set(APP_PAGE_SEGMENTS);
const meetupPrefix = meetupPagePath('');
const indicationId = shareCommands.publicMeetup.shape.indication_id;

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** The route of `path` (no query string); a trailing slash is ignored, as the web app's router does. */
export function classifyPage(path: string): PageRoute {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 2 && `/${segments[0]}/` === meetupPrefix) {
    const id = decoded(segments[1]!) ?? '';
    return indicationId.safeParse(id).success
      ? { kind: 'meetup', indicationId: id.toLowerCase() }
      : { kind: 'not-found' };
  }
  const [segment] = segments;
  if (segments.length !== 1 || !segment || appPages.has(segment))
    return { kind: 'page', path: `/${segments.join('/')}` };
  const name = decoded(segment);
  const slug = name === null ? '' : citySlug(name);
  if (!slug) return { kind: 'not-found' };
  if (slug !== name) return { kind: 'city-redirect', location: `/${slug}` };
  return { kind: 'city', slug };
}
