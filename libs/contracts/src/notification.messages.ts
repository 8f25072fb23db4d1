import type { Gender } from './account.schemas.js';
import { hostMessages, hostNoun, theHost } from './host.messages.js';

/**
 * What notification-svc tells people, in pt-BR: one title, body and in-app link per type. The types
 * follow the moments of the weekly cycle (issue 16), and the admins' vote-integrity alert (issue 27);
 * `url` is always a path of the web app.
 */
export const notificationTypes = [
  'indication.approved',
  'indication.rejected',
  'winners.revealed',
  'host.selected',
  'host.handed_over',
  'forum.post',
  'ticket.responded',
  'integrity.review',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** How each type is named on the preferences screen. */
export const notificationTypeLabels: Record<NotificationType, string> = {
  'indication.approved': 'Indicação aprovada',
  'indication.rejected': 'Indicação não aprovada',
  'winners.revealed': 'Vencedores da semana',
  'host.selected': 'Você é o anfitrião',
  'host.handed_over': 'Anfitrião passado para você',
  'forum.post': 'Novas postagens no fórum',
  'ticket.responded': 'Respostas do suporte',
  'integrity.review': 'Votos colocados em análise (administração)',
};

/** Types only administrators receive: the preferences screen shows them to admins alone. */
export const adminNotificationTypes = ['integrity.review'] as const satisfies readonly NotificationType[];

/**
 * Types that also have a non-transactional e-mail the person may turn off (the host's reminder, the
 * admins' integrity alert); the others have no e-mail or only transactional ones (verification,
 * password reset), which cannot be turned off.
 */
export const emailNotificationTypes = [
  'host.selected',
  'integrity.review',
] as const satisfies readonly NotificationType[];

export type NotificationText = { title: string; body: string; url: string };

const quoted = (name: string) => `“${name}”`;

/** What `integrity.review` tells of: the clusters indication-svc put under review in one city and week. */
export type HeldClusters = {
  week: string;
  city_id: string;
  city: string;
  clusters: readonly { indication_name: string; held_votes: number }[];
};

/** The longest body a notification keeps (notifications.body). */
export const NOTIFICATION_BODY_MAX = 500;

/** The admin panel's Integridade tab on that city and week (the panel keeps its tab in `?aba=`). */
export const integrityReviewPath = (cityId: string, week: string) =>
  `/admin?aba=integridade&city_id=${encodeURIComponent(cityId)}&week=${encodeURIComponent(week)}`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** `head` then as many `items` as fit in NOTIFICATION_BODY_MAX, the rest counted ("e mais 2"). */
function listWithin(head: string, items: readonly string[]): string {
  const full = `${head}${items.join('; ')}.`;
  if (full.length <= NOTIFICATION_BODY_MAX) return full;
  const cut = (shown: number) =>
    `${head}${[...items.slice(0, shown), `e mais ${items.length - shown}`].join('; ')}.`;
  let shown = items.length - 1;
  while (shown > 0 && cut(shown).length > NOTIFICATION_BODY_MAX) shown -= 1;
  return cut(shown);
}

/** A free text as one sentence of a body (a full stop added if it has none), cut with '…' to `room`. */
function sentenceWithin(text: string, room: number): string {
  const sentence = /[.!?…]$/.test(text) ? text : `${text}.`;
  return sentence.length <= room ? sentence : `${sentence.slice(0, room - 1).trimEnd()}…`;
}

/** What a rejected nominator may still do: the week is theirs again (issue 28). */
const nominateAgain = 'Você pode indicar outro local nesta semana enquanto as indicações estiverem abertas.';

/** The text and link of each type, from what the event tells. */
export const notificationTexts = {
  'indication.approved': (venue: string): NotificationText => ({
    title: 'Sua indicação foi aprovada',
    body: `${quoted(venue)} já está na votação desta semana.`,
    url: '/',
  }),
  /** With the admin's reason when they gave one ("Motivo: …"), cut so that the body fits. */
  'indication.rejected': (venue: string, reason: string | null = null): NotificationText => {
    const head = `${quoted(venue)} não entrou na votação desta semana.`;
    const tail = ` ${nominateAgain}`;
    const why = reason
      ? ` Motivo: ${sentenceWithin(reason, NOTIFICATION_BODY_MAX - head.length - tail.length - ' Motivo: '.length)}`
      : '';
    return { title: 'Sua indicação não foi aprovada', body: `${head}${why}${tail}`, url: '/' };
  },
  'winners.revealed': (city: string): NotificationText => ({
    title: 'Os vencedores da semana saíram!',
    body: `Veja os três locais mais votados em ${city} e confirme sua presença.`,
    url: '/',
  }),
  /** In the host's own form (`gender`: 'anfitriã' for F, SPEC's 'anfitrião' otherwise). */
  'host.selected': (venue: string, gender: Gender | null = null): NotificationText => ({
    title: hostMessages.youAreTheHost(gender),
    body: `${quoted(venue)} venceu. Confirme sua presença como ${hostNoun(gender)} até sexta-feira, 23:59.`,
    url: '/',
  }),
  'host.handed_over': (venue: string, forumId: string, gender: Gender | null = null): NotificationText => ({
    title: hostMessages.nowYouAreTheHost(gender),
    body: `Você passou a ser ${theHost(gender)} de ${quoted(venue)}. Combine os detalhes no fórum.`,
    url: `/forum/${forumId}`,
  }),
  'forum.post': (venue: string, forumId: string): NotificationText => ({
    title: 'Nova postagem no fórum',
    body: `O anfitrião publicou no fórum de ${quoted(venue)}.`,
    url: `/forum/${forumId}`,
  }),
  'ticket.responded': (subject: string): NotificationText => ({
    title: 'Seu ticket foi respondido',
    body: `O suporte respondeu ao ticket ${quoted(subject)}.`,
    url: '/support/ticket',
  }),
  /** "2 grupos em São Paulo (2026-W48): “Bar X” — 8 votos; “Bar Y” — 1 voto." */
  'integrity.review': (held: HeldClusters): NotificationText => ({
    title: 'Votos colocados em análise',
    body: listWithin(
      `${count(held.clusters.length, 'grupo', 'grupos')} em ${held.city} (${held.week}): `,
      held.clusters.map(
        (cluster) => `${quoted(cluster.indication_name)} — ${count(cluster.held_votes, 'voto', 'votos')}`,
      ),
    ),
    url: integrityReviewPath(held.city_id, held.week),
  }),
} satisfies Record<NotificationType, (...args: never[]) => NotificationText>;

export const notificationMessages = {
  notFound: 'Notificação não encontrada.',
  allRead: 'Todas as notificações foram marcadas como lidas.',
  preferencesSaved: 'Preferências de notificação salvas.',
  subscribed: 'Notificações ativadas neste dispositivo.',
  unsubscribed: 'Notificações desativadas neste dispositivo.',
  unsubscribedByEmail: 'Você não receberá mais este e-mail. Altere quando quiser no seu perfil.',
  unsubscribeLinkInvalid: 'Link de descadastro inválido.',
  endpointInvalid: 'Endereço de notificação inválido.',
  keysInvalid: 'Chaves de notificação inválidas.',
  beforeInvalid: 'Parâmetro before inválido.',
  typeInvalid: 'Tipo de notificação inválido.',
} as const;
