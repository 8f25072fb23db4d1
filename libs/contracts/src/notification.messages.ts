import type { Gender } from './account.schemas.js';
import { hostMessages, hostNoun, theHost } from './host.messages.js';
import { zoneName } from './time-zone-names.js';
import { wallClockIn } from './zoned-time.js';

/**
 * What notification-svc tells people, in pt-BR: one title, body and in-app link per type. The types
 * follow the moments of the weekly cycle (issue 16), the admins' vote-integrity alert (issue 27) and the
 * meetup's waitlist offer and reminders (issue 30);
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
  'seat.offered',
  'meetup.reminder',
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
  'seat.offered': 'Vaga liberada na lista de espera',
  'meetup.reminder': 'Lembretes do encontro',
};

/** Types only administrators receive: the preferences screen shows them to admins alone. */
export const adminNotificationTypes = ['integrity.review'] as const satisfies readonly NotificationType[];

/**
 * Types that also have a non-transactional e-mail the person may turn off (the host's reminder, the
 * admins' integrity alert, the waitlist's offer, the meetup's reminders); the others have no e-mail or only transactional ones (verification,
 * password reset), which cannot be turned off.
 */
export const emailNotificationTypes = [
  'host.selected',
  'integrity.review',
  'seat.offered',
  'meetup.reminder',
] as const satisfies readonly NotificationType[];

export type NotificationText = { title: string; body: string; url: string };

/** A button of a push (the service worker's notification actions), answered without opening the app. */
export type NotificationAction = { action: string; title: string };

/** The reminder's two answers, in the push and (as links) in the e-mail. */
export const reminderActions = [
  { action: 'going', title: 'Vou sim' },
  { action: 'not_going', title: 'Não vou mais' },
] as const satisfies readonly NotificationAction[];

/** How the e-mail's links name the answer (`?r=`), in the person's language. */
export const reminderAnswerParams = { vou: 'going', 'nao-vou': 'not_going' } as const;
export type ReminderReply = (typeof reminderActions)[number]['action'];

/** The page an e-mail's answer link opens (it posts the answer: a GET changes nothing). */
export const reminderAnswerPath = (forumId: string, token: string, answer: ReminderReply): string =>
  `/forum/${forumId}/lembrete?t=${encodeURIComponent(token)}&r=${answer === 'going' ? 'vou' : 'nao-vou'}`;

/** The types whose push carries actions. */
export const notificationActions: Partial<Record<NotificationType, readonly NotificationAction[]>> = {
  'meetup.reminder': reminderActions,
};

const weekdays = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * When something happens, as the person reads it where the meetup is, from `now`: "hoje às 19:30",
 * "amanhã às 19:30", else "sábado, 28/11, às 19:30" — with the zone ("(horário de Manaus)").
 */
export function localWhen(instant: Date, now: Date, timeZone: string): string {
  const at = wallClockIn(timeZone, instant);
  const today = wallClockIn(timeZone, now);
  const dayNumber = (c: { year: number; month: number; day: number }) =>
    Date.UTC(c.year, c.month - 1, c.day) / 86_400_000;
  const days = dayNumber(at) - dayNumber(today);
  const time = `${two(at.hour)}:${two(at.minute)}`;
  const day =
    days === 0
      ? 'hoje'
      : days === 1
        ? 'amanhã'
        : `${weekdays[new Date(dayNumber(at) * 86_400_000).getUTCDay()]}, ${two(at.day)}/${two(at.month)},`;
  return `${day} às ${time} (horário de ${zoneName(timeZone)})`;
}

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
  /** `until`: when the offer expires, as `localWhen` says it. */
  'seat.offered': (venue: string, forumId: string, until: string): NotificationText => ({
    title: 'Uma vaga abriu para você!',
    body: `Uma vaga abriu no encontro em ${quoted(venue)}! Aceite até ${until}.`,
    url: `/forum/${forumId}`,
  }),
  /** `when`: when the meetup starts, as `localWhen` says it. */
  'meetup.reminder': (venue: string, forumId: string, when: string): NotificationText => ({
    title: 'Você ainda vai ao encontro?',
    body: `O encontro em ${quoted(venue)} é ${when}. Se não puder ir, libere sua vaga para quem está na lista de espera.`,
    url: `/forum/${forumId}`,
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
