import { hostNoun, indicationMessages, theHost, type Gender } from '@encontro/contracts';
import { formatNumber } from '../../ui/format';
import { meetupCardTexts } from './meetupCardTexts';

/** The meetup's seats, line, offers and settings, in the words the pages show (issue 30). */
export const meetupTexts = {
  ...meetupCardTexts,
  inLine: 'Na lista de espera',
  leaveWaitlist: 'Sair da lista',
  leavingWaitlist: 'Saindo...',
  leftWaitlist: indicationMessages.waitlistLeft,
  leaveWaitlistFailed: 'Erro ao sair da lista de espera. Tente novamente.',
  offerTitle: 'Uma vaga abriu para você!',
  acceptSeat: 'Aceitar vaga',
  accepting: 'Aceitando...',
  seatAccepted: indicationMessages.offerAccepted,
  acceptFailed: 'Erro ao aceitar a vaga. Tente novamente.',
  offerExpired: 'O prazo para aceitar a vaga terminou. Ela passou para a próxima pessoa da lista.',
  leaving: 'Saindo...',
  leaveTitle: 'Não vai mais ao encontro?',
  leaveText: (venue: string) =>
    `Sua vaga em ${venue} será liberada para a próxima pessoa da lista de espera.`,
  leaveHostText: (venue: string, gender: Gender | null) =>
    `Você é ${theHost(gender)} de ${venue}. Ao sair, o primeiro participante confirmado passa a ser o anfitrião do encontro.`,
  afterLeaving: 'Depois, você pode confirmar presença em outro encontro desta semana.',
  leaveConfirm: 'Sim, não vou mais',
  keepGoing: 'Continuar indo',
  left: indicationMessages.attendanceWithdrawn,
  leaveFailed: 'Erro ao cancelar presença. Tente novamente.',
  capacity: 'Vagas (contando com você)',
  capacityHint: (gender: Gender | null) =>
    `De 2 a 500 pessoas. Você, como ${hostNoun(gender)}, sempre tem lugar.`,
  noLimit: 'Sem limite de vagas',
  startsAt: 'Horário de início',
  startsAtHint: (from: string, to: string, zone: string | null) =>
    `Entre ${from} e ${to}${zone ? ` ${zone}` : ''}. Deixe em branco para combinar depois.`,
  save: 'Salvar',
  saving: 'Salvando...',
  saved: indicationMessages.meetupSettingsSaved,
  saveFailed: 'Erro ao salvar vagas e horário. Tente novamente.',
  seats: 'Vagas',
  noLimitShort: 'Sem limite',
  time: 'Horário',
} as const;

/** "1 pessoa na lista de espera" / "4 pessoas na lista de espera". */
export const waitlistCountLabel = (n: number) =>
  n === 1 ? '1 pessoa na lista de espera' : `${formatNumber(n)} pessoas na lista de espera`;

/** "Você é o 3º da lista de espera" ("a 3ª" for someone who chose Feminino). */
export const waitlistPosition = (position: number, gender: Gender | null) =>
  gender === 'F' ? `Você é a ${position}ª da lista de espera` : `Você é o ${position}º da lista de espera`;

/** A countdown as H:MM:SS ("1:59:30"). */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(total / 3600)}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}
