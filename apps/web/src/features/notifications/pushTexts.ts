import { notificationMessages } from '@encontro/contracts';

/** What the device switch says (pt-BR). */
export const pushTexts = {
  title: 'Neste dispositivo',
  lead: 'Receba avisos neste aparelho mesmo com o Encontro fechado.',
  enable: 'Ativar notificações',
  enabling: 'Ativando...',
  disable: 'Desativar',
  disabling: 'Desativando...',
  checking: 'Verificando este dispositivo...',
  on: notificationMessages.subscribed,
  unsupported: 'Seu navegador não suporta notificações.',
  denied:
    'As notificações estão bloqueadas para o Encontro neste navegador. Para reativá-las, abra as configurações do site (no ícone ao lado do endereço, na barra do navegador), permita as notificações e recarregue a página.',
  dismissed:
    'Você não permitiu as notificações. Clique em “Ativar notificações” quando quiser tentar de novo.',
  enableFailed: 'Não foi possível ativar as notificações neste dispositivo. Tente novamente.',
  disableFailed: 'Não foi possível desativar as notificações neste dispositivo. Tente novamente.',
} as const;
