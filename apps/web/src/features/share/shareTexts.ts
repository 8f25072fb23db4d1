/** What "Compartilhar" says, and the texts that go with each shared link (issue 31): no person's name in any. */
export const shareTexts = {
  button: 'Compartilhar',
  menuLabel: 'Compartilhar por',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  copy: 'Copiar link',
  copied: 'Link copiado para a área de transferência!',
  copyFailed: 'Não foi possível copiar o link. Copie o endereço da página.',
  inviteTitle: 'Chame seus amigos para votar',
  inviteLead: 'Mande o link da votação da sua cidade no WhatsApp ou onde preferir.',
  /** The city page while voting, and the Home's invitation. */
  vote: (city: string) => `Vote no meu favorito para o Encontro em ${city} até quinta!`,
  /** The city page once the winners are out. */
  cityWinners: (city: string) => `Saíram os vencedores do Encontro em ${city}! Vamos?`,
  /** The city page between weeks (no winners, nothing in voting). */
  city: (city: string) => `Conheça o Encontro em ${city}: indique e vote nos locais da semana!`,
  /** A winner's card, its forum and its public page. */
  winner: (venue: string, city: string) => `${venue} é um dos vencedores do Encontro em ${city}! Vamos?`,
  /** The last encounter. */
  lastEncounter: (venue: string, city: string) => `Relembre o último Encontro em ${city}: ${venue}.`,
  title: (city: string) => `Encontro em ${city}`,
} as const;
