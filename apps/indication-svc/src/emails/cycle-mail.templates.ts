import { type Gender, hostMessages, theHost } from '@encontro/contracts';
import {
  type EmailUnsubscribe,
  type MailMessage,
  emailButton,
  emailLayout,
  escapeHtml,
  unsubscribeFooter,
} from '@encontro/server-mail';

/** Who is written to; a host's e-mails say 'anfitriã' to who chose F (`gender`). */
export type Recipient = { email: string; name: string; gender?: Gender | null };
export type Meetup = {
  indicationId: string;
  venue: string;
  position: number;
  city: string;
  eventDay: string;
  eventTime: string;
  /** `dd/mm/aaaa` */
  eventDate: string;
};

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** The web page that confirms the host with one click (it posts the token to the API). */
export const hostConfirmationLink = (publicUrl: string, token: string) =>
  `${base(publicUrl)}/anfitriao/confirmar?token=${encodeURIComponent(token)}`;
// The forum and calendar links are the contracts' (links.ts): forumLink, calendarLink.

const when = (m: Meetup) => `${m.eventDay} (${m.eventDate}), ${m.eventTime}`;
const linkFallback = (link: string) =>
  `<p>Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;

/** A non-transactional e-mail (`unsubscribe` given) ends with its visible link and carries its headers. */
function mail(
  to: Recipient,
  subject: string,
  lines: string[],
  html: string[],
  unsubscribe?: EmailUnsubscribe,
): MailMessage {
  const footer = unsubscribe && unsubscribeFooter(unsubscribe.pageUrl);
  const text = [
    `Olá, ${to.name}!`,
    '',
    ...lines,
    '',
    'Equipe Encontro',
    ...(footer ? ['', footer.text] : []),
  ];
  return {
    to: to.email,
    subject,
    text: text.join('\n'),
    html: emailLayout(subject, [`<p>Olá, ${escapeHtml(to.name)}!</p>`, ...html], footer?.html),
    ...(unsubscribe ? { headers: unsubscribe.headers } : {}),
  };
}

/** Friday 00:00: the nominator of a winner is its host and confirms with one click. */
export function hostWonMail(to: Recipient, m: Meetup, link: string): MailMessage {
  const won = `O local que você indicou, ${m.venue}, ficou em ${m.position}º lugar na votação de ${m.city} e vai receber o encontro: ${when(m)}.`;
  const host = theHost(to.gender);
  const ask = `Como quem indicou, você é ${host}. Confirme com um clique até sexta-feira, 23:59 (horário de Brasília):`;
  const otherwise =
    'Se você não confirmar até lá, a primeira pessoa que confirmou presença assume como anfitriã.';
  return mail(
    to,
    `Seu local venceu! Confirme que você será ${host}`,
    [won, '', ask, '', link, '', otherwise],
    [
      `<p>${escapeHtml(won)}</p>`,
      `<p>${escapeHtml(ask)}</p>`,
      emailButton(link, `Confirmar que serei ${host}`),
      linkFallback(link),
      `<p>${escapeHtml(otherwise)}</p>`,
    ],
  );
}

/** Friday 18:00, still unconfirmed: a reminder, the one cycle e-mail the host may turn off. */
export function hostReminderMail(
  to: Recipient,
  m: Meetup,
  link: string,
  unsubscribe: EmailUnsubscribe,
): MailMessage {
  const host = theHost(to.gender);
  const say = `Você ainda não confirmou que será ${host} do encontro em ${m.venue} (${when(m)}). O prazo termina hoje, sexta-feira, às 23:59 (horário de Brasília).`;
  const otherwise = 'Depois disso, a primeira pessoa que confirmou presença assume como anfitriã.';
  return mail(
    to,
    `Lembrete: confirme hoje até 23:59 que você será ${host}`,
    [say, '', link, '', otherwise],
    [
      `<p>${escapeHtml(say)}</p>`,
      emailButton(link, `Confirmar que serei ${host}`),
      linkFallback(link),
      `<p>${escapeHtml(otherwise)}</p>`,
    ],
    unsubscribe,
  );
}

/** Saturday 00:00: the earliest confirmed attendee takes over. */
export function newHostMail(to: Recipient, m: Meetup, forum: string): MailMessage {
  const host = theHost(to.gender);
  const say = `Quem indicou ${m.venue} não confirmou até sexta-feira, 23:59. Como você foi a primeira pessoa a confirmar presença, agora você é ${host} do encontro: ${when(m)}.`;
  const next = `No fórum do encontro, só ${host} publica: combine ali os detalhes com os participantes.`;
  return mail(
    to,
    `${hostMessages.nowYouAreTheHost(to.gender)} do encontro em ${m.venue}`,
    [say, '', next, '', forum],
    [
      `<p>${escapeHtml(say)}</p>`,
      `<p>${escapeHtml(next)}</p>`,
      emailButton(forum, 'Abrir o fórum do encontro'),
      linkFallback(forum),
    ],
  );
}

/** "Eu Vou!": the presence is confirmed; the meetup can go to the calendar. */
export function attendanceMail(to: Recipient, m: Meetup, calendar: string, forum: string): MailMessage {
  const say = `Sua presença no encontro em ${m.venue} está confirmada: ${when(m)}.`;
  const add = 'Adicione o encontro à sua agenda:';
  const talk = `Combine os detalhes no fórum do encontro: ${forum}`;
  return mail(
    to,
    `Presença confirmada: ${m.venue}`,
    [say, '', add, calendar, '', talk],
    [
      `<p>${escapeHtml(say)}</p>`,
      `<p>${escapeHtml(add)}</p>`,
      emailButton(calendar, 'Adicionar à agenda'),
      `<p>Combine os detalhes no <a href="${escapeHtml(forum)}">fórum do encontro</a>.</p>`,
    ],
  );
}
