import { describe, expect, it } from '@jest/globals';
import { unsubscribeFooter } from './html.js';
import { emailUnsubscribe } from './unsubscribe-links.js';
import { verifyUnsubscribeToken } from './unsubscribe-token.js';

const userId = '5a4c3b2a-1d0e-4f9a-8b7c-6d5e4f3a2b1c';
const secret = 'segredo-de-teste-com-16+';

describe(emailUnsubscribe.name, () => {
  it('points List-Unsubscribe at the one-click API with a token naming the person and type (RFC 2369, 8058)', () => {
    const { headers } = emailUnsubscribe('https://encontro.app/', secret, userId, 'host.selected');
    const [, token] =
      /^<https:\/\/encontro\.app\/api\/notifications\/email\/unsubscribe\?token=([^>]+)>$/.exec(
        headers['List-Unsubscribe'],
      )!;
    expect(verifyUnsubscribeToken(secret, decodeURIComponent(token!))).toEqual({
      userId,
      type: 'host.selected',
    });
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('links the visible unsubscribe to the web page with the same token, keeping a path prefix', () => {
    const { headers, pageUrl } = emailUnsubscribe('https://x.example/app', secret, userId, 'host.selected');
    const token = pageUrl.split('token=')[1];
    expect(pageUrl).toBe(`https://x.example/app/notificacoes/descadastrar?token=${token}`);
    expect(headers['List-Unsubscribe']).toBe(
      `<https://x.example/app/api/notifications/email/unsubscribe?token=${token}>`,
    );
  });

  it('signs with the secret: another secret does not verify the token', () => {
    const { pageUrl } = emailUnsubscribe('https://encontro.app', secret, userId, 'host.selected');
    expect(verifyUnsubscribeToken('outro-segredo-qualquer', pageUrl.split('token=')[1]!)).toBeNull();
  });
});

describe(unsubscribeFooter.name, () => {
  it('shows the unsubscribe link in both parts, escaped in the HTML', () => {
    const footer = unsubscribeFooter('https://encontro.app/notificacoes/descadastrar?token=a&b');
    expect(footer.text).toBe(
      'Não quer mais receber e-mails como este? Descadastre-se: https://encontro.app/notificacoes/descadastrar?token=a&b',
    );
    expect(footer.html).toContain('href="https://encontro.app/notificacoes/descadastrar?token=a&amp;b"');
    expect(footer.html).toContain('Descadastrar</a>');
  });
});
