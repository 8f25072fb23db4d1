// What the service worker does with a push and with a click on its notification, apart from the worker's
// globals so the web tests can run it. A push carries `{ id, type, title, body, url }` (notification-svc),
// and a meetup's reminder also `actions` ("Vou sim", "Não vou mais") and `data: { indication_id, token }`.
import { isNotificationId, linkOpening } from './pushLink';

/** Shown when a push arrives without a readable payload: the person still learns there is news. */
export const fallbackPush = {
  title: 'Encontro',
  body: 'Você tem uma nova notificação.',
  url: '/',
} as const;

export const notificationIcon = '/icons/icon-192.png';
export const notificationBadge = '/icons/badge-96.png';

/** What a reminder's buttons answer with, without a session (the push's one-time token). */
export type ReminderAnswerData = { indication_id: string; token: string };

export type PushNotification = {
  title: string;
  options: NotificationOptions & {
    actions?: { action: string; title: string }[];
    data: { url: string; answer?: ReminderAnswerData };
  };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/**
 * A page of this app from a link a push carried: a path (or an address) of the same origin, as
 * path + query + hash; anything else (another site, `//host`, `javascript:`) is the Home.
 */
export function appPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url) return fallbackPush.url;
  let resolved: URL;
  try {
    resolved = new URL(url, origin);
  } catch {
    return fallbackPush.url;
  }
  return resolved.origin === origin
    ? `${resolved.pathname}${resolved.search}${resolved.hash}`
    : fallbackPush.url;
}

/** The notification to show for a push's data (`event.data`, which may be missing or not JSON). */
export function pushNotification(
  data: { json(): unknown } | null | undefined,
  origin: string,
): PushNotification {
  let payload: unknown;
  try {
    payload = data?.json();
  } catch {
    payload = undefined;
  }
  const push = isRecord(payload) ? payload : {};
  const title = nonEmpty(push.title);
  const id = nonEmpty(push.id);
  const path = appPath(push.url, origin);
  const answer = reminderAnswerData(push);
  return {
    title: title ?? fallbackPush.title,
    options: {
      body: nonEmpty(push.body) ?? (title ? '' : fallbackPush.body),
      icon: notificationIcon,
      badge: notificationBadge,
      lang: 'pt-BR',
      // One notification per id: the same push delivered twice replaces itself.
      ...(id ? { tag: id } : {}),
      // The buttons the push names, only with what they answer with.
      ...(answer ? { actions: answer.actions } : {}),
      // The page it opens marks it read (pushLink.ts).
      data: {
        url: id && isNotificationId(id) ? linkOpening(path, id) : path,
        ...(answer ? { answer: answer.data } : {}),
      },
    },
  };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type PushAction = { action: string; title: string };

/**
 * A reminder's buttons and what they answer with, when the push is one (a forum id, a token and up to
 * two buttons); else undefined. The server checks the answer a button names.
 */
function reminderAnswerData(
  push: Record<string, unknown>,
): { actions: PushAction[]; data: ReminderAnswerData } | undefined {
  if (!Array.isArray(push.actions) || !isRecord(push.data)) return undefined;
  const actions = push.actions
    .filter(isRecord)
    .flatMap((a) => {
      const action = nonEmpty(a.action);
      const title = nonEmpty(a.title);
      return action && title ? [{ action, title }] : [];
    })
    .slice(0, 2);
  const indicationId = nonEmpty(push.data.indication_id);
  const token = nonEmpty(push.data.token);
  if (actions.length === 0 || !indicationId || !uuid.test(indicationId) || !token) return undefined;
  return { actions, data: { indication_id: indicationId, token } };
}

export const reminderAnswerTexts = {
  title: 'Encontro',
  failed: 'Não foi possível enviar sua resposta. Abra o lembrete no app e tente de novo.',
} as const;

/**
 * A tap on "Vou sim" / "Não vou mais": sends the answer with the push's token (no session, no window
 * opened) and returns the short notification that confirms it, or says why it did not work.
 */
export async function answerReminder(
  fetchAnswer: typeof fetch,
  origin: string,
  answer: ReminderAnswerData,
  reply: string,
): Promise<{ title: string; options: NotificationOptions }> {
  let message: string = reminderAnswerTexts.failed;
  try {
    const response = await fetchAnswer(`${origin}/api/forum/${answer.indication_id}/reminder-answer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: answer.token, answer: reply }),
      credentials: 'omit',
    });
    const body: unknown = await response.json().catch(() => undefined);
    message = (isRecord(body) && nonEmpty(body.message)) || message;
  } catch {
    // Offline: the failure's text says what to do.
  }
  return {
    title: reminderAnswerTexts.title,
    options: {
      body: message,
      icon: notificationIcon,
      badge: notificationBadge,
      lang: 'pt-BR',
      tag: `lembrete-${answer.indication_id}`,
      data: { url: `/forum/${answer.indication_id}` },
    },
  };
}

/** The parts of a WindowClient the click needs. */
export type AppWindow = {
  url: string;
  focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
};

/**
 * After a click on a notification: an open window of the app (the focused one first) comes to the
 * front on the notification's page; without one (or if it cannot be navigated) a new window opens there.
 */
export async function openAppPage(
  windows: readonly AppWindow[],
  openWindow: (url: string) => Promise<unknown>,
  url: string,
): Promise<void> {
  const target = windows.find((w) => w.focused) ?? windows[0];
  if (!target) {
    await openWindow(url);
    return;
  }
  try {
    await target.focus();
    if (target.url !== url) await target.navigate(url);
  } catch {
    await openWindow(url);
  }
}
