// The nomination's texts and fixed choices apart from its schemas: a screen that only shows them (the
// web app's Home) does not load zod.
/** pt-BR texts of SPEC §5 "Indication", §8 "Home"/"Nomination" and the cycle's own answers. */
export const indicationMessages = {
  requiredFields: 'Por favor, preencha todos os campos obrigatórios',
  nameRequired: 'Nome do local é obrigatório',
  nameTooLong: 'Nome do local deve ter no máximo 100 caracteres',
  addressRequired: 'Endereço é obrigatório',
  addressTooLong: 'Endereço deve ter no máximo 150 caracteres',
  referenceTooLong: 'Ponto de referência deve ter no máximo 100 caracteres',
  phoneInvalid: 'Formato de telefone inválido. Use (XX) 9XXXX-XXXX para celular ou (XX) XXXX-XXXX para fixo',
  websiteInvalid: 'URL inválida',
  websiteTooLong: 'Site deve ter no máximo 100 caracteres',
  attractionsTooLong: 'Atrações devem ter no máximo 100 caracteres',
  eventDayRequired: 'Dia do encontro é obrigatório',
  eventDayInvalid: 'Selecione um dia válido (Sábado ou Domingo)',
  eventTimeRequired: 'Horário do encontro é obrigatório',
  eventTimeInvalid: 'Selecione um horário válido',
  photoRequired: 'Pelo menos uma foto é obrigatória',
  photosTooMany: 'Máximo de 3 fotos permitidas',
  photoFormat: 'Formato de arquivo não suportado. Use JPG, PNG ou WEBP.',
  photoFileFormat: (file: string) => `${file} não é um formato válido. Use JPG, PNG ou WEBP`,
  photoTooLarge: 'Arquivo muito grande. Máximo 2MB por foto.',
  photoFileTooLarge: (file: string) => `${file} é muito grande. Máximo 2MB por arquivo`,
  photosTotalTooLarge: 'Tamanho total muito grande. Máximo 6MB no total.',
  otherCity: 'O local precisa ficar na sua cidade.',
  submitted: 'Indicação enviada com sucesso! Aguarde a aprovação dos administradores.',
  /** When the admin turned "approval required" off: the indication is in the vote at once. */
  submittedApproved: 'Indicação enviada com sucesso! Ela já está na votação.',
  alreadyNominated: 'Você já fez uma indicação esta semana.',
  /** The same venue (name and address alike) is already pending or in the vote this week in the city. */
  duplicateIndication: 'Este local já foi indicado esta semana.',
  /** SPEC §8 Home: reasons the nomination button is unavailable. */
  loginToNominate: 'Faça login para indicar locais',
  weekendClosed: 'Indicações não são permitidas no fim de semana',
  alreadyNominatedReason: 'Você já indicou um local esta semana',
  unavailable: 'Indicações não estão disponíveis no momento',
  cityCapReached: (cap: number) => `Sua cidade já recebeu ${cap} indicações nesta semana, o limite semanal.`,
  voted: 'Voto registrado com sucesso!',
  voteRemoved: 'Voto removido com sucesso!',
  votingClosed: 'A votação acontece de segunda a quinta-feira.',
  alreadyVoted: 'Você já votou esta semana. Remova seu voto para votar em outro local.',
  noVote: 'Você não votou neste local.',
  notVotable: 'Este local não está em votação.',
  indicationNotFound: 'Indicação não encontrada.',
  otherCityContent: 'Você só pode ver e votar nas indicações da sua cidade.',
  attendanceConfirmed: 'Presença confirmada com sucesso!',
  notAWinner: 'Este local não está entre os vencedores da semana.',
  meetupOver: 'Este encontro já aconteceu.',
  attendingAnother:
    'Você já está em outro encontro desta semana. Toque em "Não vou mais" nele para escolher este.',
  // The meetup itself (issue 30).
  meetupHostOnly: 'Só o anfitrião pode alterar o encontro.',
  meetupStarted: 'O encontro já começou: não dá mais para alterá-lo.',
  meetupSettingsSaved: 'Encontro atualizado!',
  startsAtOutOfPeriod: (label: string, from: string, to: string) =>
    `Escolha um horário do período da ${label.toLowerCase()}, entre ${from} e ${to}.`,
  capacityRange: 'Informe de 2 a 500 vagas, ou deixe sem limite.',
  capacityBelowConfirmed: (confirmed: number) =>
    `Já há ${confirmed} pessoas confirmadas: as vagas não podem ser menos que isso.`,
  attendanceWaitlisted: (position: number) =>
    `O encontro está lotado. Você entrou na lista de espera, na posição ${position}.`,
  meetupFull: 'O encontro está lotado e a lista de espera já fechou.',
  notAttending: 'Você não confirmou presença neste encontro.',
  attendanceWithdrawn: 'Presença cancelada. Sua vaga foi liberada.',
  hostHandedOver:
    'Presença cancelada. O encontro passou para o primeiro confirmado, que agora é o anfitrião.',
  hostCannotLeave:
    'Você é o anfitrião e ninguém mais confirmou presença: não há para quem passar o encontro.',
  notInLine: 'Você não está na lista de espera deste encontro.',
  waitlistLeft: 'Você saiu da lista de espera.',
  noValidOffer: 'Não há vaga oferecida para você agora (a oferta pode ter expirado).',
  offerAccepted: 'Vaga garantida! Presença confirmada.',
  // Check-in, "Cheguei" (issue 30).
  checkinHostOnly: 'Só o anfitrião pode mostrar o código de check-in e marcar chegadas.',
  checkinNotOpenYet: (when: string) => `O check-in abre ${when}, uma hora antes do encontro.`,
  checkinClosed: 'O check-in deste encontro já encerrou.',
  checkinNotConfirmed: 'Só quem confirmou presença neste encontro pode fazer check-in.',
  checkinCodeStale: 'Este código expirou. Aponte a câmera para o código atual.',
  checkinCodeInvalid: 'Código inválido. Confira os 6 números com o anfitrião.',
  checkinPersonNotConfirmed: 'Esta pessoa não confirmou presença neste encontro.',
  checkinTooManyAttempts: 'Muitas tentativas com código errado. Aguarde um minuto e tente de novo.',
  checkedIn: 'Chegada registrada. Bom encontro!',
  checkedInByHost: 'Chegada marcada.',
  // A reminder's one-tap answer (issue 30).
  reminderTokenInvalid: 'Link do lembrete inválido.',
  reminderExpired: 'Este lembrete expirou: o encontro já começou.',
  reminderAnswered: 'Este lembrete já foi respondido.',
  reminderGoing: 'Presença mantida. Até lá!',
  /** Added to the confirmation when a host's presence moved from another winner to their own meetup. */
  hostAttendanceMoved: (venue: string) => `Sua presença em ${venue} foi transferida para o seu encontro.`,
  hostConfirmed: 'Você confirmou que será o anfitrião. Bom encontro!',
  hostLinkInvalid: 'Link de confirmação inválido ou expirado.',
  calendarNotConfirmed: 'Confirme presença para adicionar o encontro à sua agenda.',
  cityNotFound: 'Cidade não encontrada.',
  approved: 'Indicação aprovada com sucesso!',
  rejected: 'Indicação rejeitada com sucesso!',
  removed: 'Indicação excluída com sucesso!',
  notPending: 'Apenas indicações pendentes podem ser aprovadas ou rejeitadas.',
  rejectionReasonTooLong: 'O motivo deve ter no máximo 300 caracteres.',
  profileNotReady: 'Seu cadastro ainda está sendo preparado. Tente novamente em instantes.',
  cityChangeBlocked:
    'Não é possível mudar de cidade: você tem uma indicação, um voto ou uma presença confirmada nesta semana.',
  /** GET /api/forum/restriction-status */
  forumsClosed: 'Os fóruns abrem na sexta-feira, com o anúncio dos vencedores, e ficam abertos até domingo.',
  forumsOpen: 'Fóruns abertos: organize o encontro até domingo.',
} as const;

export const eventDays = ['Sábado', 'Domingo'] as const;
export const eventTimes = [
  'Manhã - Horário a combinar',
  'Tarde - Horário a combinar',
  'Noite - Horário a combinar',
] as const;
export type EventDay = (typeof eventDays)[number];
export type EventTime = (typeof eventTimes)[number];

/** SPEC §5/§9: three photo slots, 2MB each, 6MB in all, JPEG/PNG/WEBP (checked by content on the server). */
export const indicationPhotoRules = {
  maxCount: 3,
  maxBytes: 2 * 1024 * 1024,
  maxTotalBytes: 6 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
