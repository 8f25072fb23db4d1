import { formatNumber } from '../../ui/format';

/** The public meetup page `/encontro/{id}` (issue 31): venues, counts and dates only, never a person. */
export const meetupPublicTexts = {
  loadingTitle: 'Encontro',
  loadFailed: 'Não foi possível carregar este encontro agora.',
  kicker: (position: number, city: string, uf: string) => `${position}º lugar da semana em ${city} (${uf})`,
  when: 'Quando',
  where: 'Onde',
  reference: 'Ponto de referência',
  seats: 'Vagas',
  noLimit: 'Sem limite de vagas',
  confirmed: (n: number) => (n === 1 ? '1 presença confirmada' : `${formatNumber(n)} presenças confirmadas`),
  started: 'Este encontro já começou ou já aconteceu.',
  ctaTitle: (city: string) => `Vá a este encontro em ${city}`,
  ctaText: 'Cadastre-se ou entre para confirmar presença e conversar no fórum do encontro.',
  signUp: 'Cadastre-se',
  signIn: 'Já tenho conta',
  openForum: 'Abrir fórum',
} as const;
