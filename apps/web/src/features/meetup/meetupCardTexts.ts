import { formatNumber } from '../../ui/format';

/** What a winner card shows of the meetup before any of its dialogs opens (the Home's first screen). */
export const meetupCardTexts = {
  joinWaitlist: 'Lotado – entrar na lista de espera',
  leave: 'Não vou mais',
  settingsOpen: 'Definir vagas e horário',
  settingsTitle: 'Vagas e horário',
} as const;

/** "12 vagas", "Últimas 3 vagas", "Última vaga", "Lotado"; null without a limit. */
export function seatsLabel(seatsLeft: number | null): string | null {
  if (seatsLeft === null) return null;
  if (seatsLeft <= 0) return 'Lotado';
  if (seatsLeft === 1) return 'Última vaga';
  if (seatsLeft <= 3) return `Últimas ${seatsLeft} vagas`;
  return `${formatNumber(seatsLeft)} vagas`;
}
