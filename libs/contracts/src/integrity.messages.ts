// Vote integrity's pt-BR texts, apart from the schemas so the web bundles them without zod.
export const integrityMessages = {
  quarantined: 'Votos colocados em análise. Eles deixam de contar até serem liberados.',
  alreadyQuarantined: 'Estes votos já estão em análise.',
  released: 'Votos liberados. Eles voltam a contar.',
  alreadyReleased: 'Estes votos não estão em análise.',
  clusterNotFound: 'Grupo não encontrado. Atualize a lista.',
  voteUnderReview: 'Seu voto está em análise',
} as const;

/** The Integridade list's pages: clusters carry every account, so a page holds a few. */
export const integrityLimits = { perPage: 10 } as const;
