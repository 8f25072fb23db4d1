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
