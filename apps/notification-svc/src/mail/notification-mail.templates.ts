import type { EventPayload } from '@encontro/contracts';
import {
  type EmailUnsubscribe,
  type MailMessage,
  emailButton,
  emailLayout,
  escapeHtml,
  unsubscribeFooter,
} from '@encontro/server-mail';

export type MailRecipient = { email: string; name: string };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * To an administrator: indication-svc put the votes of high-risk clusters of one city and week under
 * review by itself; each cluster with its venue, held votes and accounts, and the link to review them.
 * Non-transactional: it ends with its unsubscribe link and carries its one-click headers.
 */
export function integrityReviewMail(
  to: MailRecipient,
  held: EventPayload<'integrity.clusters_held'>,
  link: string,
  unsubscribe: EmailUnsubscribe,
): MailMessage {
  const subject = `Votos colocados em análise em ${held.city} (${held.week})`;
  const greeting = to.name ? `Olá, ${to.name}!` : 'Olá!';
  const say = `O Encontro colocou em análise, automaticamente, os votos de ${count(held.clusters.length, 'grupo', 'grupos')} de alto risco em ${held.city} (semana ${held.week}). Esses votos não contam até que um administrador os libere.`;
  const clusters = held.clusters.map(
    (cluster) =>
      `“${cluster.indication_name}”: ${count(cluster.held_votes, 'voto', 'votos')} de ${count(cluster.accounts, 'conta', 'contas')}`,
  );
  const ask = 'Revise os grupos na aba Integridade do painel administrativo:';
  const footer = unsubscribeFooter(unsubscribe.pageUrl);
  const text = [
    greeting,
    '',
    say,
    '',
    ...clusters.map((line) => `- ${line}`),
    '',
    ask,
    link,
    '',
    'Equipe Encontro',
    '',
    footer.text,
  ];
  return {
    to: to.email,
    subject,
    text: text.join('\n'),
    html: emailLayout(
      subject,
      [
        `<p>${escapeHtml(greeting)}</p>`,
        `<p>${escapeHtml(say)}</p>`,
        `<ul>${clusters.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
        `<p>${escapeHtml(ask)}</p>`,
        emailButton(link, 'Revisar os grupos'),
      ],
      footer.html,
    ),
    headers: unsubscribe.headers,
  };
}

const quoted = (name: string) => `“${name}”`;

/** The plain-text and HTML of a non-transactional e-mail to one person: paragraphs, then a button. */
function personalMail(
  to: MailRecipient,
  subject: string,
  paragraphs: readonly string[],
  buttons: readonly { href: string; label: string }[],
  unsubscribe: EmailUnsubscribe,
): MailMessage {
  const greeting = to.name ? `Olá, ${to.name}!` : 'Olá!';
  const footer = unsubscribeFooter(unsubscribe.pageUrl);
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...buttons.flatMap((b) => [`${b.label}: ${b.href}`]),
    '',
    'Equipe Encontro',
    '',
    footer.text,
  ];
  return {
    to: to.email,
    subject,
    text: text.join('\n'),
    html: emailLayout(
      subject,
      [
        `<p>${escapeHtml(greeting)}</p>`,
        ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
        ...buttons.map((b) => emailButton(b.href, b.label)),
      ],
      footer.html,
    ),
    headers: unsubscribe.headers,
  };
}

/** To the first in line: a seat opened, theirs until `until` (as `localWhen` says it). */
export function seatOfferedMail(
  to: MailRecipient,
  venue: string,
  until: string,
  forumLink: string,
  unsubscribe: EmailUnsubscribe,
): MailMessage {
  return personalMail(
    to,
    `Uma vaga abriu no encontro em ${quoted(venue)}`,
    [
      `Uma vaga abriu no encontro em ${quoted(venue)} e ela é sua, se você quiser. Aceite até ${until}; depois disso, ela passa para a próxima pessoa da lista de espera.`,
    ],
    [{ href: forumLink, label: 'Aceitar a vaga' }],
    unsubscribe,
  );
}

/**
 * To a confirmed person: the meetup is `when`; two one-click links answer ("Vou sim", "Não vou mais").
 * They open a page that sends the answer, so a mail scanner that follows them changes nothing.
 */
export function meetupReminderMail(
  to: MailRecipient,
  venue: string,
  when: string,
  links: { going: string; notGoing: string; forum: string },
  unsubscribe: EmailUnsubscribe,
): MailMessage {
  return personalMail(
    to,
    `Lembrete: encontro em ${quoted(venue)} ${when}`,
    [
      `O encontro em ${quoted(venue)} é ${when}. Você ainda vai?`,
      'Se não puder ir, avise com um clique: sua vaga fica livre para quem está na lista de espera.',
      `Detalhes e conversa no fórum: ${links.forum}`,
    ],
    [
      { href: links.going, label: 'Vou sim' },
      { href: links.notGoing, label: 'Não vou mais' },
    ],
    unsubscribe,
  );
}
