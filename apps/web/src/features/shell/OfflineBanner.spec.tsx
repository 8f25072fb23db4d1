import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { json, mockApi, makeUser, renderWithStore } from '../../../test/utils';
import { authApi } from '../auth/authApi';
import { OfflineBanner, offlineText } from './OfflineBanner';

const retryButton = () => screen.queryByRole('button', { name: 'Tentar reconectar' });

/** The network is gone: every request fails before any answer, as fetch does offline. */
function networkDown() {
  globalThis.fetch = async () => {
    throw new TypeError('Failed to fetch');
  };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('OfflineBanner', () => {
  it('stays an empty live region while the browser is online and the API answers', async () => {
    mockApi({ 'GET /api/me': { body: { user: makeUser() } } });
    const { store } = renderWithStore(<OfflineBanner />);
    await act(async () => {
      await store.dispatch(authApi.endpoints.me.initiate());
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(retryButton()).toBeNull();
  });

  it('says so while the browser is offline, and goes away when it is back', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithStore(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(offlineText);
    expect(retryButton()).toBeInTheDocument();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows when a request gets no answer, and Tentar reconectar asks again and hides it', async () => {
    networkDown();
    const { store, user } = renderWithStore(<OfflineBanner />);
    await act(async () => {
      await store.dispatch(authApi.endpoints.me.initiate());
    });
    if (!screen.getByRole('status').textContent) console.log(JSON.stringify(store.getState().api.queries), Date.now());
    expect(screen.getByRole('status')).toHaveTextContent(offlineText);

    await user.click(retryButton()!);
    expect(screen.getByRole('status')).toHaveTextContent(offlineText);

    const calls = mockApi({ 'GET /api/me': { body: { user: makeUser() } } });
    await user.click(retryButton()!);
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/me']);
    expect(authApi.endpoints.me.select()(store.getState()).data?.user.name).toBe('Ana');
  });

  it('asks again by itself when the browser comes back online', async () => {
    networkDown();
    const { store } = renderWithStore(<OfflineBanner />);
    await act(async () => {
      await store.dispatch(authApi.endpoints.me.initiate());
    });
    const calls = mockApi({ 'GET /api/me': { body: { user: makeUser() } } });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(calls).toHaveLength(1);
  });

  it('does not show for an error the server answered with', async () => {
    globalThis.fetch = async () => json(503, { message: 'Serviço temporariamente indisponível.' });
    const { store } = renderWithStore(<OfflineBanner />);
    await act(async () => {
      await store.dispatch(authApi.endpoints.me.initiate());
    });
    expect(authApi.endpoints.me.select()(store.getState()).isError).toBe(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
