import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { json, mockApi, makeUser, renderWithStore } from '../../../test/utils';
import { useAppSelector } from '../../app/hooks';
import { authApi } from '../auth/authApi';
import { OfflineBanner, offlineText } from './OfflineBanner';

const retryButton = () => screen.queryByRole('button', { name: 'Tentar reconectar' });
const notice = () => screen.getByRole('status');

/**
 * The state of the /api/me query, shown beside the banner: the store tells its subscribers of RTK
 * Query's answers a frame later, so a test waits for this before looking at the banner.
 */
function MeQueryStatus() {
  const { status } = useAppSelector(authApi.endpoints.me.select());
  return <span data-testid="me">{status}</span>;
}

/** The banner, and /api/me asked once (as the session check does). Resolves once it has ended. */
async function renderAndAskMe(ending: 'fulfilled' | 'rejected') {
  const rendered = renderWithStore(
    <>
      <OfflineBanner />
      <MeQueryStatus />
    </>,
  );
  await act(async () => {
    await rendered.store.dispatch(authApi.endpoints.me.initiate());
  });
  await waitFor(() => expect(screen.getByTestId('me')).toHaveTextContent(ending));
  return rendered;
}

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
    await renderAndAskMe('fulfilled');
    expect(notice()).toBeEmptyDOMElement();
    expect(retryButton()).toBeNull();
  });

  it('says so while the browser is offline, and goes away when it is back', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithStore(<OfflineBanner />);
    expect(notice()).toHaveTextContent(offlineText);
    expect(retryButton()).toBeInTheDocument();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(notice()).toBeEmptyDOMElement();
  });

  it('shows when a request gets no answer, and Tentar reconectar asks again and hides it', async () => {
    networkDown();
    const { store, user } = await renderAndAskMe('rejected');
    expect(notice()).toHaveTextContent(offlineText);

    await user.click(retryButton()!);
    await waitFor(() => expect(retryButton()).toBeEnabled());
    expect(notice()).toHaveTextContent(offlineText);

    const calls = mockApi({ 'GET /api/me': { body: { user: makeUser() } } });
    await user.click(retryButton()!);
    await waitFor(() => expect(notice()).toBeEmptyDOMElement());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/me']);
    expect(authApi.endpoints.me.select()(store.getState()).data?.user.name).toBe('Ana');
  });

  it('asks again by itself when the browser comes back online', async () => {
    networkDown();
    await renderAndAskMe('rejected');
    const calls = mockApi({ 'GET /api/me': { body: { user: makeUser() } } });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(notice()).toBeEmptyDOMElement());
    expect(calls).toHaveLength(1);
  });

  it('does not show for an error the server answered with', async () => {
    globalThis.fetch = async () => json(503, { message: 'Serviço temporariamente indisponível.' });
    await renderAndAskMe('rejected');
    expect(notice()).toBeEmptyDOMElement();
  });
});
