import { legacyContactSubjectLabels, type LegacyContactSubject } from '@encontro/contracts';
import { type MailMessage, emailLayout, escapeHtml } from '@encontro/server-mail';
import { formatLocalDateTime } from '../contact/local-day.util.js';

export type ContactForward = {
  form: 'contact' | 'legacy';
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: Date;
};

export type TicketReply = {
  ticketType: 'general' | 'host';
  name: string;
  email: string;
  subject: string;
  message: string;
  response: string;
  indicationName: string | null;
  createdAt: Date;
};

const formLabels = { contact: 'Fale Conosco (/support/contact)', legacy: 'Contato (/contato)' } as const;

/** The old form sends a code (`duvida`); the e-mail shows its label (`Dúvida`). */
export function contactSubjectLabel(form: ContactForward['form'], subject: string): string {
  return form === 'legacy' && subject in legacyContactSubjectLabels
    ? legacyContactSubjectLabels[subject as LegacyContactSubject]
    : subject;
}

/** A contact message, forwarded to the platform's address; replying answers the sender. */
export function contactForwardMail(to: string, contact: ContactForward): MailMessage {
  const subjectLabel = contactSubjectLabel(contact.form, contact.subject);
  const subject = `[Contato] ${subjectLabel}`;
  const when = `${formatLocalDateTime(contact.receivedAt)} (horário de Brasília)`;
  const fields: [string, string][] = [
    ['Nome', contact.name],
    ['E-mail', contact.email],
    ['Assunto', subjectLabel],
    ['Formulário', formLabels[contact.form]],
    ['Recebida em', when],
  ];
  const text = [
    'Nova mensagem recebida pelo formulário de contato do Encontro.',
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Mensagem:',
    contact.message,
    '',
    'Responda a este e-mail para falar diretamente com quem escreveu.',
  ].join('\n');
  const html = emailLayout(subject, [
    '<p>Nova mensagem recebida pelo formulário de contato do Encontro.</p>',
    `<table cellpadding="4" style="border-collapse:collapse">${fields
      .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
      .join('')}</table>`,
    '<p><strong>Mensagem:</strong></p>',
    quote(contact.message),
    '<p>Responda a este e-mail para falar diretamente com quem escreveu.</p>',
  ]);
  return { to, replyTo: contact.email, subject, text, html };
}

/** The administrator's reply, sent to the address of the ticket. */
export function ticketReplyMail(publicUrl: string, ticket: TicketReply): MailMessage {
  const subject = `Resposta ao seu ticket: ${ticket.subject}`;
  const link = `${publicUrl.replace(/\/+$/, '')}${ticket.ticketType === 'host' ? '/host-support' : '/support/ticket'}`;
  const about = ticket.indicationName ? ` sobre a indicação "${ticket.indicationName}"` : '';
  const opened = formatLocalDateTime(ticket.createdAt);
  const closing =
    ticket.ticketType === 'host'
      ? 'Se a resposta resolveu a sua questão, você pode finalizar o ticket no Suporte Anfitrião:'
      : 'Você pode rever o ticket em Meus Tickets:';
  const text = [
    `Olá, ${ticket.name}!`,
    '',
    `A equipe do Encontro respondeu ao ticket "${ticket.subject}"${about}, aberto em ${opened}.`,
    '',
    'Sua mensagem:',
    ticket.message,
    '',
    'Resposta:',
    ticket.response,
    '',
    closing,
    link,
    '',
    'Equipe Encontro',
  ].join('\n');
  const html = emailLayout(subject, [
    `<p>Olá, ${escapeHtml(ticket.name)}!</p>`,
    `<p>A equipe do Encontro respondeu ao ticket “${escapeHtml(ticket.subject)}”${escapeHtml(about)}, aberto em ${escapeHtml(opened)}.</p>`,
    '<p><strong>Sua mensagem:</strong></p>',
    quote(ticket.message),
    '<p><strong>Resposta:</strong></p>',
    quote(ticket.response),
    `<p>${escapeHtml(closing)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ]);
  return { to: ticket.email, subject, text, html };
}

function quote(text: string): string {
  return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #7c3aed;background:#f5f3ff;white-space:pre-wrap">${escapeHtml(text)}</blockquote>`;
}
