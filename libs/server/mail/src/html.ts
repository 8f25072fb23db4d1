/** Escapes text for the HTML part of an e-mail. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** The call-to-action button of the product's e-mails. */
export function emailButton(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;background:#7c3aed;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/**
 * The HTML page around an e-mail's paragraphs (already escaped), signed by the team; `footer`
 * (already escaped) comes after the signature.
 */
export function emailLayout(title: string, paragraphs: string[], footer?: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
${paragraphs.join('\n')}
<p>Equipe Encontro</p>${footer ? `\n${footer}` : ''}
</body>
</html>`;
}

const unsubscribeSay = 'Não quer mais receber e-mails como este?';

/** The visible unsubscribe link a non-transactional e-mail ends with, in its HTML and text parts. */
export function unsubscribeFooter(pageUrl: string): { html: string; text: string } {
  return {
    html: `<p style="font-size:12px;color:#6b7280">${unsubscribeSay} <a href="${escapeHtml(pageUrl)}" style="color:#6b7280">Descadastrar</a></p>`,
    text: `${unsubscribeSay} Descadastre-se: ${pageUrl}`,
  };
}
