import {
  type MailMessage,
  emailButton as button,
  emailLayout as layout,
  escapeHtml,
} from '@encontro/server-mail';

export type Recipient = { email: string; name: string };

/** What sets one account e-mail apart; the greeting, the link and the signature are the same in each. */
type LinkMailContent = {
  subject: string;
  /** Why the e-mail came and what the link does: the text part's words, then the HTML part's. */
  why: { text: string; html: string };
  button: string;
  /** How long the link works, and what to do when the person did not ask for it. */
  expiry: string;
};

const withoutTrailingSlash = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** `${base}/validar-cadastro?token=…&email=…`, keeping any path prefix of PUBLIC_URL. */
export function verificationLink(publicUrl: string, token: string, email: string): string {
  return `${withoutTrailingSlash(publicUrl)}/validar-cadastro?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

export function resetLink(publicUrl: string, token: string): string {
  return `${withoutTrailingSlash(publicUrl)}/reset-password?token=${encodeURIComponent(token)}`;
}

export function verificationMail(to: Recipient, link: string): MailMessage {
  return linkMail(to, link, {
    subject: 'Confirme seu cadastro no Encontro',
    why: {
      text: 'Obrigado por se cadastrar no Encontro. Para ativar sua conta, confirme seu e-mail abrindo o link abaixo:',
      html: 'Obrigado por se cadastrar no Encontro. Para ativar sua conta, confirme seu e-mail:',
    },
    button: 'Verificar e-mail',
    expiry: 'O link expira em 24 horas. Se você não fez este cadastro, ignore esta mensagem.',
  });
}

export function resetMail(to: Recipient, link: string): MailMessage {
  return linkMail(to, link, {
    subject: 'Redefinição de senha do Encontro',
    why: {
      text: 'Recebemos um pedido para redefinir a senha da sua conta no Encontro. Para criar uma nova senha, abra o link abaixo:',
      html: 'Recebemos um pedido para redefinir a senha da sua conta no Encontro. Para criar uma nova senha:',
    },
    button: 'Redefinir senha',
    expiry:
      'O link expira em 1 hora. Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
  });
}

/** The e-mail of an account link, as text and as HTML (the name escaped, the link also as a button). */
function linkMail(to: Recipient, link: string, content: LinkMailContent): MailMessage {
  const text = [
    `Olá, ${to.name}!`,
    '',
    content.why.text,
    '',
    link,
    '',
    content.expiry,
    '',
    'Equipe Encontro',
  ].join('\n');
  const html = layout(content.subject, [
    `<p>Olá, ${escapeHtml(to.name)}!</p>`,
    `<p>${content.why.html}</p>`,
    button(link, content.button),
    `<p>Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${content.expiry}</p>`,
  ]);
  return { to: to.email, subject: content.subject, text, html };
}
