import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../test/utils';
import { ToastRegion } from '../../ui/Toast';
import { ShareButton } from './ShareButton';

const originals = {
  share: Object.getOwnPropertyDescriptor(navigator, 'share'),
  canShare: Object.getOwnPropertyDescriptor(navigator, 'canShare'),
  clipboard: Object.getOwnPropertyDescriptor(navigator, 'clipboard'),
};

afterEach(() => {
  for (const [key, descriptor] of Object.entries(originals)) {
    if (descriptor) Object.defineProperty(navigator, key, descriptor);
    else delete (navigator as unknown as Record<string, unknown>)[key];
  }
  jest.restoreAllMocks();
});

const url = 'http://localhost/encontro/5b0c1f0e-8a4b-4a55-9a52-2f3f0c8f9d11';
const text = 'Bar do Zé é um dos vencedores do Encontro em São Paulo! Vamos?';

function renderButton() {
  return renderWithStore(
    <>
      <ShareButton
        path="/encontro/5b0c1f0e-8a4b-4a55-9a52-2f3f0c8f9d11"
        title="Encontro em São Paulo"
        text={text}
      />
      <ToastRegion />
    </>,
  );
}

function withWebShare(share: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
}

describe(ShareButton.name, () => {
  it("hands the page's public address and a text to the browser's share sheet", async () => {
    const share = jest.fn(async (_data: ShareData) => undefined);
    withWebShare(share);
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith({ title: 'Encontro em São Paulo', text, url });
    expect(screen.queryByRole('list', { name: 'Compartilhar por' })).not.toBeInTheDocument();
  });

  it('says nothing when the person closes the share sheet', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    withWebShare(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(screen.queryByRole('list', { name: 'Compartilhar por' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });

  it('opens the menu when the browser cannot share a link with a text', async () => {
    const share = jest.fn(async (_data: ShareData) => undefined);
    withWebShare(share);
    Object.defineProperty(navigator, 'canShare', { value: () => false, configurable: true });
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(share).not.toHaveBeenCalled();
    expect(await screen.findByRole('list', { name: 'Compartilhar por' })).toBeInTheDocument();
  });

  it('offers WhatsApp and Telegram with the link and the text, in a new tab', async () => {
    const { user } = renderButton();
    const button = screen.getByRole('button', { name: 'Compartilhar' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('list', { name: 'Compartilhar por' });
    const whatsapp = within(menu).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(within(menu).getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    );
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user } = renderButton();
    const button = screen.getByRole('button', { name: 'Compartilhar' });
    await user.click(button);
    await screen.findByRole('list', { name: 'Compartilhar por' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Compartilhar por' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('copies the link and says so', async () => {
    const { user } = renderButton();
    // After user-event's set-up, which installs its own clipboard.
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await user.click(await screen.findByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copiado para a área de transferência!')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Compartilhar por' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toHaveFocus();
  });

  it('says so when the link cannot be copied', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderButton();
    const writeText = jest.fn(async (_text: string) => {
      throw new DOMException('Document is not focused.', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await user.click(await screen.findByRole('button', { name: 'Copiar link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível copiar o link. Copie o endereço da página.',
    );
  });
});
