/**
 * What notification-svc tells people, in pt-BR: one title, body and in-app link per type. The types
 * follow the moments of the weekly cycle (issue 16); `url` is always a path of the web app.
 */
export const notificationTypes = [
  'indication.approved',
  'indication.rejected',
  'winners.revealed',
  'host.selected',
  'host.handed_over',
  'forum.post',
  'ticket.responded',
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
};

/**
 * Types that also have a non-transactional e-mail (a reminder) the person may turn off; the others
 * have no e-mail or only transactional ones (verification, password reset), which cannot be turned off.
 */
export const emailNotificationTypes = ['host.selected'] as const satisfies readonly NotificationType[];

export type NotificationText = { title: string; body: string; url: string };

const quoted = (name: string) => `“${name}”`;

/** The text and link of each type, from what the event tells. */
export const notificationTexts = {
  'indication.approved': (venue: string): NotificationText => ({
    title: 'Sua indicação foi aprovada',
    body: `${quoted(venue)} já está na votação desta semana.`,
    url: '/',
  }),
  'indication.rejected': (venue: string): NotificationText => ({
    title: 'Sua indicação não foi aprovada',
    body: `${quoted(venue)} não entrou na votação desta semana. Dúvidas? Fale com o suporte.`,
    url: '/support',
  }),
  'winners.revealed': (city: string): NotificationText => ({
    title: 'Os vencedores da semana saíram!',
    body: `Veja os três locais mais votados em ${city} e confirme sua presença.`,
    url: '/',
  }),
  'host.selected': (venue: string): NotificationText => ({
    title: 'Você é o anfitrião!',
    body: `${quoted(venue)} venceu. Confirme sua presença como anfitrião até sexta-feira, 23:59.`,
    url: '/',
  }),
  'host.handed_over': (venue: string, forumId: string): NotificationText => ({
    title: 'Agora você é o anfitrião',
    body: `Você passou a ser o anfitrião de ${quoted(venue)}. Combine os detalhes no fórum.`,
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
} satisfies Record<NotificationType, (...args: string[]) => NotificationText>;

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
