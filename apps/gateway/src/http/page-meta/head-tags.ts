import { CARD_HEIGHT, CARD_WIDTH } from '../../share/share-templates.js';
import { pageTexts } from './page-texts.js';

/** What a page says of itself to a client that runs no JavaScript (a link preview's crawler). */
export type PageMeta = {
  /** `<title>` and og:title. */
  title: string;
  /** Left out: the site's (the build's index.html). */
  description?: string;
  /** Absolute: the canonical link and og:url; null for a page that does not exist. */
  url: string | null;
  /** Absolute. */
  image: { url: string; alt: string };
  /** Kept out of search results (a 404). */
  noindex?: boolean;
};

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an HTML element or a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c]!);

const property = (name: string, value: string | number) =>
  `<meta property="${name}" content="${escapeHtml(String(value))}" />`;
const named = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}" />`;

/** The head's tags of `meta`: title, description, canonical, Open Graph and the X card. */
export function headTags(meta: PageMeta, siteDescription: string): string[] {
  const description = meta.description ?? siteDescription;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', description),
    ...(meta.noindex ? [named('robots', 'noindex')] : []),
    ...(meta.url ? [`<link rel="canonical" href="${escapeHtml(meta.url)}" />`] : []),
    property('og:type', 'website'),
    property('og:site_name', pageTexts.siteName),
    property('og:locale', 'pt_BR'),
    property('og:title', meta.title),
    property('og:description', description),
    ...(meta.url ? [property('og:url', meta.url)] : []),
    property('og:image', meta.image.url),
    property('og:image:width', CARD_WIDTH),
    property('og:image:height', CARD_HEIGHT),
    property('og:image:type', 'image/jpeg'),
    property('og:image:alt', meta.image.alt),
    named('twitter:card', 'summary_large_image'),
  ];
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>\s*/;

const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (entity) => Object.keys(entities).find((c) => entities[c] === entity) ?? entity,
  );

/**
 * The built index.html (read once at start) as a page's answer: the build's `<title>` and meta
 * description cut out and the page's tags put where the title was; the rest (scripts, styles,
 * body) is the build's, byte for byte. A page without a description of its own gets the build's.
 */
export function pageTemplate(indexHtml: string): (meta: PageMeta) => string {
  const title = TITLE.exec(indexHtml);
  if (!title) throw new Error('index.html has no <title>: the page meta has nowhere to go');
  const description = DESCRIPTION.exec(indexHtml);
  const withoutDescription = description ? indexHtml.replace(description[0], '') : indexHtml;
  const at = withoutDescription.indexOf(title[0]);
  const before = withoutDescription.slice(0, at);
  const after = withoutDescription.slice(at + title[0].length);
  const indent = /\n([ \t]*)$/.exec(before)?.[1] ?? '';
  const siteDescription = description ? unescapeHtml(description[1]!) : pageTexts.siteImageAlt;
  return (meta) => `${before}${headTags(meta, siteDescription).join(`\n${indent}`)}${after}`;
}
