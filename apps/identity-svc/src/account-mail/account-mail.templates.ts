import {
  type MailMessage,
  emailButton as button,
  emailLayout as layout,
  escapeHtml,
} from '@encontro/server-mail';

export type Recipient = { email: string; name: string };

/** `${base}/validar-cadastro?token=…&email=…`, keeping any path prefix of PUBLIC_URL. */
export function verificationLink(publicUrl: string, token: string, email: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/validar-cadastro?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

export function verificationMail(to: Recipient, link: string): MailMessage {
  const subject = 'Confirme seu cadastro no Encontro';
  const text = [
    `Olá, ${to.name}!`,
    '',
    'Obrigado por se cadastrar no Encontro. Para ativar sua conta, confirme seu e-mail abrindo o link abaixo:',
    '',
    link,
    '',
    'O link expira em 24 horas. Se você não fez este cadastro, ignore esta mensagem.',
    '',
    'Equipe Encontro',
  ].join('\n');
  const html = layout(subject, [
    `<p>Olá, ${escapeHtml(to.name)}!</p>`,
    '<p>Obrigado por se cadastrar no Encontro. Para ativar sua conta, confirme seu e-mail:</p>',
    button(link, 'Verificar e-mail'),
    `<p>Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '<p>O link expira em 24 horas. Se você não fez este cadastro, ignore esta mensagem.</p>',
  ]);
  return { to: to.email, subject, text, html };
}

export function resetMail(to: Recipient, link: string): MailMessage {
  const subject = 'Redefinição de senha do Encontro';
  const text = [
    `Olá, ${to.name}!`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta no Encontro. Para criar uma nova senha, abra o link abaixo:',
    '',
    link,
    '',
    'O link expira em 1 hora. Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
    '',
    'Equipe Encontro',
  ].join('\n');
  const html = layout(subject, [
    `<p>Olá, ${escapeHtml(to.name)}!</p>`,
    '<p>Recebemos um pedido para redefinir a senha da sua conta no Encontro. Para criar uma nova senha:</p>',
    button(link, 'Redefinir senha'),
    `<p>Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '<p>O link expira em 1 hora. Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.</p>',
  ]);
  return { to: to.email, subject, text, html };
}
