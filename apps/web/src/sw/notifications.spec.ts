import { describe, expect, it, jest } from '@jest/globals';
import {
  answerReminder,
  appPath,
  fallbackPush,
  notificationBadge,
  notificationIcon,
  openAppPage,
  pushNotification,
  reminderAnswerTexts,
  type AppWindow,
} from './notifications';

const origin = 'https://encontro.example';
const data = (payload: unknown) => ({ json: () => payload });

describe('appPath', () => {
  it.each([
    ['/forum/0b9f6a4e', '/forum/0b9f6a4e'],
    ['/support/ticket?id=3#fim', '/support/ticket?id=3#fim'],
    [`${origin}/last-encounter`, '/last-encounter'],
    ['https://outro.example/phishing', '/'],
    ['//outro.example/x', '/'],
    ['/\\outro.example/x', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%p → %p', (url, path) => {
    expect(appPath(url, origin)).toBe(path);
  });
});

describe('pushNotification', () => {
  const id = '0b9f6a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

  it('shows the title and body of the payload, tagged with its id and linked to its page, which marks it read', () => {
    const push = {
      id,
      type: 'forum.post',
      title: 'Nova postagem no fórum',
      body: 'O anfitrião publicou no fórum de “Bar do Zé”.',
      url: '/forum/f-1',
    };
    expect(pushNotification(data(push), origin)).toEqual({
      title: 'Nova postagem no fórum',
      options: {
        body: 'O anfitrião publicou no fórum de “Bar do Zé”.',
        icon: notificationIcon,
        badge: notificationBadge,
        lang: 'pt-BR',
        tag: id,
        data: { url: `/forum/f-1?notificacao=${id}` },
      },
    });
  });

  it.each([
    ['no data', null],
    ['data that is not JSON', { json: () => JSON.parse('não é json') }],
    ['JSON that is not an object', data('texto')],
    ['an object without a title', data({ id: 'n-2', body: '' })],
  ])('falls back to a generic notice for %s', (_, pushData) => {
    const { title, options } = pushNotification(pushData, origin);
    expect(title).toBe(fallbackPush.title);
    expect(options.body).toBe(fallbackPush.body);
    expect(options.data.url).toBe('/');
  });

  it('keeps the link’s own query and hash beside the notification it opens', () => {
    const { options } = pushNotification(data({ id, title: 'Oi', url: '/suporte?aba=2#fim' }), origin);
    expect(options.data.url).toBe(`/suporte?aba=2&notificacao=${id}#fim`);
  });

  it('names no notification in the link when the id is not one (only the tag keeps it)', () => {
    const { options } = pushNotification(data({ id: 'n-1', title: 'Oi', url: '/forum/f-1' }), origin);
    expect(options.data.url).toBe('/forum/f-1');
    expect(options.tag).toBe('n-1');
  });

  it('never links to another site', () => {
    const { options } = pushNotification(data({ title: 'Oi', url: 'https://outro.example/' }), origin);
    expect(options.data.url).toBe('/');
    expect(options.tag).toBeUndefined();
  });
});

function appWindow(url: string, focused = false) {
  return {
    url,
    focused,
    focus: jest.fn(async () => undefined),
    navigate: jest.fn(async (_url: string) => undefined),
  } satisfies AppWindow;
}

describe('openAppPage', () => {
  const target = `${origin}/forum/f-1`;

  it('brings the focused window of the app to the front and takes it to the page', async () => {
    const other = appWindow(`${origin}/`);
    const focused = appWindow(`${origin}/profile`, true);
    const openWindow = jest.fn(async (_url: string) => undefined);
    await openAppPage([other, focused], openWindow, target);
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith(target);
    expect(other.focus).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('only focuses a window already on the page', async () => {
    const there = appWindow(target);
    await openAppPage(
      [there],
      jest.fn(async () => undefined),
      target,
    );
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
  });

  it('opens a window when none of the app is open, or the open one cannot be navigated', async () => {
    const openWindow = jest.fn(async (_url: string) => undefined);
    await openAppPage([], openWindow, target);
    const stuck = appWindow(`${origin}/`);
    stuck.navigate.mockRejectedValue(new TypeError('not controlled'));
    await openAppPage([stuck], openWindow, target);
    expect(openWindow.mock.calls).toEqual([[target], [target]]);
  });
});

describe('a meetup reminder’s push and its buttons', () => {
  const id = '0b9f6a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
  const forum = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
  const reminder = {
    id,
    type: 'meetup.reminder',
    title: 'Você ainda vai ao encontro?',
    body: 'O encontro em “Bar do Zé” é amanhã às 19:30 (horário de Brasília).',
    url: `/forum/${forum}`,
    actions: [
      { action: 'going', title: 'Vou sim' },
      { action: 'not_going', title: 'Não vou mais' },
    ],
    data: { indication_id: forum, token: 'cGF5bG9hZA.assinatura' },
  };

  it('shows the buttons the push names and keeps what they answer with', () => {
    const { options } = pushNotification(data(reminder), origin);
    expect(options.actions).toEqual(reminder.actions);
    expect(options.data).toEqual({
      url: `/forum/${forum}?notificacao=${id}`,
      answer: { indication_id: forum, token: 'cGF5bG9hZA.assinatura' },
    });
  });

  it('shows no buttons without a token or a forum id to answer with', () => {
    for (const broken of [
      { ...reminder, data: { indication_id: forum } },
      { ...reminder, data: { indication_id: 'não-é-uuid', token: 't' } },
      { ...reminder, actions: [{ action: 'going' }] },
    ]) {
      const { options } = pushNotification(data(broken), origin);
      expect(options.actions).toBeUndefined();
      expect(options.data.answer).toBeUndefined();
    }
  });

  const answer = { indication_id: forum, token: 'cGF5bG9hZA.assinatura' };

  it('posts the answer with the token and no session, and confirms with the server’s message', async () => {
    const fetchAnswer = jest.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify({ message: 'Presença cancelada. Sua vaga foi liberada.' }), {
          status: 200,
        }),
    );
    const shown = await answerReminder(fetchAnswer as unknown as typeof fetch, origin, answer, 'not_going');
    expect(fetchAnswer).toHaveBeenCalledWith(`${origin}/api/forum/${forum}/reminder-answer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: answer.token, answer: 'not_going' }),
      credentials: 'omit',
    });
    expect(shown).toEqual({
      title: reminderAnswerTexts.title,
      options: expect.objectContaining({
        body: 'Presença cancelada. Sua vaga foi liberada.',
        tag: `lembrete-${forum}`,
        data: { url: `/forum/${forum}` },
      }),
    });
  });

  it('says the server’s refusal, or what to do when offline', async () => {
    const refused = jest.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Este lembrete já foi respondido.' }), { status: 410 }),
    );
    expect(
      (await answerReminder(refused as unknown as typeof fetch, origin, answer, 'going')).options.body,
    ).toBe('Este lembrete já foi respondido.');
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      (await answerReminder(offline as unknown as typeof fetch, origin, answer, 'going')).options.body,
    ).toBe(reminderAnswerTexts.failed);
  });
});
