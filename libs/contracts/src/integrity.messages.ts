// Vote integrity's pt-BR texts and limits, apart from the schemas so the web bundles them without zod.

/**
 * The Integridade list's pages: 10 clusters by default, 20 at most, and at most 200 accounts (with their
 * votes) a cluster, so that an answer fits in one NATS message (1 MB); `accounts_total` is the true size.
 */
export const integrityLimits = { perPage: 10, maxPerPage: 20, accountsPerCard: 200 } as const;

export const integrityMessages = {
  quarantined: 'Votos colocados em análise. Eles deixam de contar até serem liberados.',
  alreadyQuarantined: 'Estes votos já estão em análise.',
  released: 'Votos liberados. Eles voltam a contar.',
  alreadyReleased: 'Estes votos não estão em análise.',
  clusterNotFound: 'Grupo não encontrado. Atualize a lista.',
  voteUnderReview: 'Seu voto está em análise',
  perPageInvalid: `Itens por página deve ser entre 1 e ${integrityLimits.maxPerPage}`,
} as const;
