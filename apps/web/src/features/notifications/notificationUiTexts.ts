import { notificationMessages } from '@encontro/contracts';

/** What the bell, the popover, the page and the preferences say (pt-BR). */
export const notificationUiTexts = {
  title: 'Notificações',
  empty: 'Nenhuma notificação por aqui.',
  loading: 'Carregando notificações...',
  loadFailed: 'Não foi possível carregar as notificações.',
  loadMoreFailed: 'Não foi possível carregar mais notificações. Tente novamente.',
  markAll: 'Marcar todas como lidas',
  markingAll: 'Marcando...',
  markAllFailed: 'Não foi possível marcar as notificações como lidas. Tente novamente.',
  markOne: 'Marcar como lida',
  markOneFailed: 'Não foi possível marcar a notificação como lida. Tente novamente.',
  noneUnread: 'Nenhuma notificação não lida.',
  seeAll: 'Ver todas',
  loadMore: 'Carregar mais',
  loadingMore: 'Carregando...',
  unread: 'Não lida',
  allRead: notificationMessages.allRead,
} as const;

/** '1 não lida', '3 não lidas'. */
export const unreadCount = (unread: number) => `${unread} ${unread === 1 ? 'não lida' : 'não lidas'}`;

/** The bell's accessible name: 'Notificações, 3 não lidas'. */
export function bellLabel(unread: number): string {
  return unread === 0 ? notificationUiTexts.title : `${notificationUiTexts.title}, ${unreadCount(unread)}`;
}

/** What the badge shows: the count up to 99, then '99+'. */
export const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** Read out when the count grows: 'Você tem 4 notificações não lidas.' */
export function unreadAnnouncement(unread: number): string {
  return unread === 1 ? 'Você tem 1 notificação não lida.' : `Você tem ${unread} notificações não lidas.`;
}
