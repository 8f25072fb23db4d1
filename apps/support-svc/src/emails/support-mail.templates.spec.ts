import { describe, expect, it } from '@jest/globals';
import { contactForwardMail, ticketReplyMail } from './support-mail.templates.js';

describe('support e-mails', () => {
  it('forward a contact message to the platform with the sender as reply-to, escaping the HTML', () => {
    const mail = contactForwardMail('contato@encontro.app', {
      form: 'legacy',
      name: 'Ana <script>',
      email: 'ana@example.com',
      subject: 'reclamacao',
      message: 'Linha 1\nLinha 2',
      receivedAt: new Date('2026-11-20T12:30:00Z'),
    });
    expect(mail).toMatchObject({
      to: 'contato@encontro.app',
      replyTo: 'ana@example.com',
      subject: '[Contato] Reclamação',
    });
    expect(mail.text).toContain('Nome: Ana <script>');
    expect(mail.text).toContain('Recebida em: 20/11/2026, 09:30 (horário de Brasília)');
    expect(mail.html).toContain('Ana &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('send a host reply to the ticket address, linking to the host-support page to finalise it', () => {
    const mail = ticketReplyMail('https://encontro.app/', {
      ticketType: 'host',
      name: 'Bruno Lima',
      email: 'bruno@example.com',
      subject: 'Horário',
      message: 'Posso mudar o horário?',
      response: 'Pode sim, avise no fórum.',
      indicationName: 'Bar do Zé',
      createdAt: new Date('2026-11-18T15:00:00Z'),
    });
    expect(mail).toMatchObject({ to: 'bruno@example.com', subject: 'Resposta ao seu ticket: Horário' });
    expect(mail.text).toContain('Olá, Bruno Lima!');
    expect(mail.text).toContain('sobre a indicação "Bar do Zé", aberto em 18/11/2026, 12:00');
    expect(mail.text).toContain('Resposta:\nPode sim, avise no fórum.');
    expect(mail.text).toContain('https://encontro.app/host-support');
    expect(mail.html).toContain('href="https://encontro.app/host-support"');
  });

  it('link a general reply to the tickets page', () => {
    const mail = ticketReplyMail('https://encontro.app', {
      ticketType: 'general',
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Conta',
      message: 'Oi',
      response: 'Olá!',
      indicationName: null,
      createdAt: new Date('2026-11-18T15:00:00Z'),
    });
    expect(mail.text).toContain('https://encontro.app/support/ticket');
    expect(mail.text).not.toContain('indicação');
  });
});
