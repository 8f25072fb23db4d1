import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, statesAndCities, type ApiCall } from '../../../test/utils';
import { makePreferences, signedInApi } from '../../../test/notifications';
import { base64UrlToBytes } from './base64Url';

const publicKey = `B${'K'.repeat(86)}`;
const endpoint = 'https://push.example.com/send/abc';
const keys = { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) };

/** The browser's Notification, Push and service worker APIs, as far as the switch uses them. */
function stubBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  subscribed = false,
} = {}) {
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint,
    options: { applicationServerKey: null as ArrayBuffer | null, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe: jest.fn(async () => {
      current = null;
      return true;
    }),
  };
  const asSubscription = subscription as unknown as PushSubscription;
  if (subscribed) current = asSubscription;
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async (options: PushSubscriptionOptionsInit) => {
      subscription.options.applicationServerKey = (options.applicationServerKey as Uint8Array).slice().buffer;
      current = asSubscription;
      return asSubscription;
    }),
  };
  const registration = { pushManager };
  const requestPermission = jest.fn(async () => answer);
  const define = (target: object, name: string, value: unknown) =>
    Object.defineProperty(target, name, { value, configurable: true, writable: true });
  define(window, 'Notification', { permission, requestPermission });
  define(window, 'PushManager', class {});
  define(navigator, 'serviceWorker', {
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
  });
  return { requestPermission, pushManager, subscription };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'Notification');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function api(extra: Parameters<typeof signedInApi>[0] = {}) {
  return signedInApi({
    ...statesAndCities,
    'GET /api/notifications/preferences': { body: makePreferences() },
    'GET /api/push/public-key': { body: { public_key: publicKey } },
    'POST /api/push/subscriptions': { body: { message: 'Notificações ativadas neste dispositivo.' } },
    'DELETE /api/push/subscriptions': { body: { message: 'Notificações desativadas neste dispositivo.' } },
    ...extra,
  });
}

const device = () => within(screen.getByRole('heading', { name: 'Neste dispositivo' }).closest('div')!);
const pushCalls = (calls: ApiCall[]) => calls.filter((c) => c.path.startsWith('/api/push'));

async function openProfile() {
  const app = await renderApp('/profile', { token: 'jwt' });
  await screen.findByRole('heading', { name: 'Neste dispositivo' });
  return app;
}

describe('PushDeviceSwitch', () => {
  it('asks for the permission only on the click, then subscribes with the server key and saves it', async () => {
    const browser = stubBrowser();
    const calls = api();
    const { user } = await openProfile();
    const enable = device().getByRole('button', { name: 'Ativar notificações' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(pushCalls(calls)).toHaveLength(0);
    await user.click(enable);
    expect(await device().findByText('Notificações ativadas neste dispositivo.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    });
    expect(pushCalls(calls).map((c) => [c.method, c.path, c.body])).toEqual([
      ['GET', '/api/push/public-key', undefined],
      ['POST', '/api/push/subscriptions', { endpoint, keys }],
    ]);
    expect(device().getByRole('button', { name: 'Desativar' })).toBeInTheDocument();
  });

  it('explains how to allow them again when the permission is denied, and subscribes nothing', async () => {
    const browser = stubBrowser({ answer: 'denied' });
    const calls = api();
    const { user } = await openProfile();
    await user.click(device().getByRole('button', { name: 'Ativar notificações' }));
    expect(await device().findByText(/As notificações estão bloqueadas/)).toHaveTextContent(
      'permita as notificações e recarregue a página',
    );
    expect(device().queryByRole('button', { name: 'Ativar notificações' })).not.toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(pushCalls(calls)).toHaveLength(0);
  });

  it('shows the explanation at once when the browser already blocks them', async () => {
    const browser = stubBrowser({ permission: 'denied' });
    api();
    await openProfile();
    expect(device().getByText(/As notificações estão bloqueadas/)).toBeInTheDocument();
    expect(device().queryByRole('button')).not.toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('keeps the browser clean when the server refuses the subscription', async () => {
    const browser = stubBrowser();
    api({
      'POST /api/push/subscriptions': { status: 422, body: { message: 'Endereço de notificação inválido.' } },
    });
    const { user } = await openProfile();
    await user.click(device().getByRole('button', { name: 'Ativar notificações' }));
    expect(await device().findByText('Endereço de notificação inválido.')).toBeInTheDocument();
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(device().getByRole('button', { name: 'Ativar notificações' })).toBeInTheDocument();
  });

  it("finds the device's subscription and turns it off with 'Desativar'", async () => {
    const browser = stubBrowser({ permission: 'granted', subscribed: true });
    const calls = api();
    const { user } = await openProfile();
    expect(await device().findByText('Notificações ativadas neste dispositivo.')).toBeInTheDocument();
    await user.click(device().getByRole('button', { name: 'Desativar' }));
    expect(await device().findByText('Notificações desativadas neste dispositivo.')).toBeInTheDocument();
    expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(pushCalls(calls).map((c) => [c.method, c.path, c.body])).toEqual([
      ['DELETE', '/api/push/subscriptions', { endpoint }],
    ]);
    expect(device().getByRole('button', { name: 'Ativar notificações' })).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('says when the browser cannot do it', async () => {
    api();
    await openProfile();
    await waitFor(() =>
      expect(device().getByText('Seu navegador não suporta notificações.')).toBeInTheDocument(),
    );
    expect(device().queryByRole('button')).not.toBeInTheDocument();
  });
});
