import { describe, expect, it } from '@jest/globals';
import { resetLink, resetMail, verificationLink, verificationMail } from './account-mail.templates.js';

describe('account e-mails', () => {
  it('link to /validar-cadastro with the token and the URL-encoded e-mail, keeping a path prefix', () => {
    expect(verificationLink('https://encontro.app/', 'tok_1', 'ana+1@example.com')).toBe(
      'https://encontro.app/validar-cadastro?token=tok_1&email=ana%2B1%40example.com',
    );
    expect(resetLink('https://x.example/app', 'tok-2')).toBe(
      'https://x.example/app/reset-password?token=tok-2',
    );
  });

  it('write the verification message in pt-BR, as text and as HTML with the name escaped', () => {
    const link = 'https://encontro.app/validar-cadastro?token=t&email=a%40b.c';
    const mail = verificationMail({ email: 'a@b.c', name: '<Ana>' }, link);
    expect(mail).toMatchObject({ to: 'a@b.c', subject: 'Confirme seu cadastro no Encontro' });
    expect(mail.text).toContain('Olá, <Ana>!');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('O link expira em 24 horas.');
    expect(mail.html).toContain('Olá, &lt;Ana&gt;!');
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(mail.html).not.toContain('<Ana>');
  });

  it('write the reset message in pt-BR with its one-hour limit', () => {
    const mail = resetMail({ email: 'a@b.c', name: 'Ana' }, 'https://encontro.app/reset-password?token=t');
    expect(mail.subject).toBe('Redefinição de senha do Encontro');
    expect(mail.text).toContain('https://encontro.app/reset-password?token=t');
    expect(mail.text).toContain('O link expira em 1 hora.');
    expect(mail.html).toContain('Redefinir senha');
  });
});
