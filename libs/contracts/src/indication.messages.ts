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
  attendingAnother: 'Você já confirmou presença em outro encontro desta semana.',
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
