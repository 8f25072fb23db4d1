import type { INestApplicationContext } from '@nestjs/common';
import {
  type CityMatch,
  cityPagePath,
  identityRpc,
  meetupPagePath,
  publicLink,
  shareImagePaths,
} from '@encontro/contracts';
import { ServiceCallError, ServiceClient } from '@encontro/server-messaging';
import { ShareStates } from '../../share/share-states.js';
import { statusForReason } from '../error-status.js';
import type { PageMeta } from './head-tags.js';
import { classifyPage } from './page-route.js';
import { pageTexts } from './page-texts.js';

/** How a page answers: its tags with 200 or 404, or a 301 to its canonical address. */
export type PageAnswer = { status: 200 | 404; meta: PageMeta } | { status: 301; location: string };

export type PageMetaSources = {
  /** PUBLIC_URL: every URL in the tags is absolute on it, never on the request's Host. */
  publicUrl: string;
  /** identity-svc's `/api/cities/resolve/{slug}`: none, one, or one per state. */
  resolveCity: (slug: string) => Promise<CityMatch[]>;
  shares: Pick<ShareStates, 'city' | 'meetup'>;
  warn: (message: string) => void;
  /** How long a page waits for the services before it goes out with the site's tags. */
  budgetMs?: number;
};

/** Well under NATS_REQUEST_TIMEOUT_MS: a slow service delays a page by this much at most. */
const PREVIEW_BUDGET_MS = 2000;

/** A refusal that says the thing is not there (an unknown meetup, a slug no city has). */
const notThere = (error: unknown) =>
  error instanceof ServiceCallError && [404, 422].includes(statusForReason(error.error.reason));

/**
 * What each page path says of itself to a link preview (issue 31): a city's live week, a meetup's
 * day and seats, a page's title, or not found. A service that fails costs the preview, never the
 * page: the site's tags with 200, and a warning.
 */
export class PageMetas {
  constructor(private readonly sources: PageMetaSources) {}

  async describe(path: string): Promise<PageAnswer> {
    const route = classifyPage(path);
    try {
      switch (route.kind) {
        case 'page':
          return { status: 200, meta: this.page(route.path) };
        case 'not-found':
          return this.notFound();
        case 'city-redirect':
          return { status: 301, location: route.location };
        case 'city':
          return await this.within(this.city(route.slug));
        case 'meetup':
          return await this.within(this.meetup(route.indicationId));
      }
    } catch (error) {
      if (notThere(error)) return this.notFound();
      this.sources.warn(`link preview of ${path}: the site's, for ${(error as Error).message}`);
      return { status: 200, meta: this.page(path) };
    }
  }

  private async within(answer: Promise<PageAnswer>): Promise<PageAnswer> {
    const budget = this.sources.budgetMs ?? PREVIEW_BUDGET_MS;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${budget} ms`)), budget);
    });
    try {
      return await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async city(slug: string): Promise<PageAnswer> {
    const matches = await this.sources.resolveCity(slug);
    const [match] = matches;
    if (!match) return this.notFound();
    if (matches.length > 1)
      return {
        status: 200,
        meta: {
          ...this.page(cityPagePath(slug)),
          title: pageTexts.chooseState.title(match.city),
          description: pageTexts.chooseState.description(match.city),
        },
      };
    const { state: share, v } = await this.sources.shares.city(match.city_id);
    return {
      status: 200,
      meta: {
        title: pageTexts.city.title(share),
        description: pageTexts.city.description(share),
        url: this.link(cityPagePath(slug)),
        image: {
          url: this.link(shareImagePaths.city(share.city_id, v)),
          alt: pageTexts.city.imageAlt(share),
        },
      },
    };
  }

  private async meetup(indicationId: string): Promise<PageAnswer> {
    const { state: meetup, v } = await this.sources.shares.meetup(indicationId);
    return {
      status: 200,
      meta: {
        title: pageTexts.meetup.title(meetup),
        description: pageTexts.meetup.description(meetup),
        url: this.link(meetupPagePath(indicationId)),
        image: {
          url: this.link(shareImagePaths.meetup(indicationId, v)),
          alt: pageTexts.meetup.imageAlt(meetup),
        },
      },
    };
  }

  /** A page without a preview of its own: its title if the app gives it one, the site's description. */
  private page(path: string): PageMeta {
    const title = pageTexts.pageTitles[path];
    return {
      title: title ? pageTexts.titled(title) : pageTexts.siteName,
      url: this.link(path),
      image: this.siteImage(),
    };
  }

  private notFound(): PageAnswer {
    return {
      status: 404,
      meta: { ...pageTexts.notFound, url: null, image: this.siteImage(), noindex: true },
    };
  }

  private siteImage() {
    return { url: this.link(shareImagePaths.site()), alt: pageTexts.siteImageAlt };
  }

  private link(path: string) {
    return publicLink(this.sources.publicUrl, path);
  }
}

/** The gateway's page metas: its identity-svc client (as `GET /api/cities/resolve/{slug}`) and ShareStates. */
export function pageMetasOf(
  app: INestApplicationContext,
  publicUrl: string,
  warn: (message: string) => void,
) {
  const services = app.get(ServiceClient);
  return new PageMetas({
    publicUrl,
    resolveCity: async (slug) => (await services.call(identityRpc.resolveCity, { slug })).matches,
    shares: app.get(ShareStates),
    warn,
  });
}
