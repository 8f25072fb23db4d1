/**
 * What the jest specs and the Playwright journeys both check, named once: the public pages a guest may
 * open with the heading each shows, and the admin panel's tabs in their order.
 */
export const publicPages = [
  ['/duvidas', 'Dúvidas Frequentes'],
  ['/sobre', 'Quem Somos'],
  ['/termos', 'Termos & Condições'],
  ['/privacidade', 'Política de Privacidade'],
  ['/contato', 'Contato'],
  ['/support/faq', 'Perguntas Frequentes'],
  ['/support/contact', 'Fale Conosco'],
] as const;

export const adminTabLabels = [
  'Usuários',
  'Indicações',
  'Denúncias',
  'Fóruns',
  'Tickets Suporte',
  'Palavras Censuradas',
  'Configurações',
  'Integridade',
  'Auditoria',
] as const;
