import { publicLink } from '@encontro/contracts';

/** A public page of this site as an absolute link: the origin and the page's path, nothing more. */
export const publicPageUrl = (path: string) => publicLink(window.location.origin, path);

/** WhatsApp's share link: the text and the link in one message. */
export const whatsappShareUrl = (text: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

export const telegramShareUrl = (text: string, url: string) =>
  `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
