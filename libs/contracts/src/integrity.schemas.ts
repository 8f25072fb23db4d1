import { z } from 'zod';
import { confirmedWith, pageMetaSchema } from './shared.rpc-schemas.js';
import { emptyToUndefined } from './fields.js';
import { integrityLimits, integrityMessages } from './integrity.messages.js';
import { adminPageParams } from './moderation.fields.js';

// Vote integrity (issue 27): the client network as a keyed hash, clusters of accounts that voted together, their review.

/**
 * Where a request came from, as the gateway names it: an HMAC of the client's /24 (IPv4) or /48 (IPv6),
 * base64url of its first 16 bytes. Never the address itself (LGPD): no service but the gateway sees one.
 */
export const clientNetworkSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/)
  .describe('Rede do cliente: hash com chave do /24 (IPv4) ou /48 (IPv6), nunca o endereço');
export type ClientNetwork = z.infer<typeof clientNetworkSchema>;

export const integrityRisks = ['high', 'medium', 'low'] as const;
export type IntegrityRisk = (typeof integrityRisks)[number];
export const integrityClusterStatuses = ['open', 'quarantined', 'released'] as const;
export type IntegrityClusterStatus = (typeof integrityClusterStatuses)[number];

/** Why accounts are grouped or weighed; each comes with its pt-BR sentence. */
export const integrityReasonCodes = [
  'shared_registration_network',
  'registration_burst',
  'voting_burst',
  'shared_voting_network',
  'no_history',
  'with_history',
  'recently_verified',
  'same_email_domain',
] as const;
export type IntegrityReasonCode = (typeof integrityReasonCodes)[number];

const isoWeek = z
  .string()
  .regex(/^\d{4}-W\d{2}$/, 'Semana inválida. Use AAAA-Wss.')
  .describe('Semana ISO, ex. 2026-W48');

/**
 * GET /api/admin/integrity?city_id=&week=&page=&per_page= : without `week`, the current week; without
 * `city_id`, every city; high risk first, a page of clusters at a time (up to `integrityLimits.maxPerPage`:
 * each carries up to `integrityLimits.accountsPerCard` accounts).
 */
export const integrityQuerySchema = z.object({
  city_id: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{7}$/, 'Cidade inválida.')
      .optional(),
  ),
  week: z.preprocess(emptyToUndefined, isoWeek.optional()),
  ...adminPageParams(integrityLimits.perPage, {
    max: integrityLimits.maxPerPage,
    message: integrityMessages.perPageInvalid,
  }),
});
export type IntegrityQuery = z.infer<typeof integrityQuerySchema>;

export const integrityReasonSchema = z.object({
  code: z.enum(integrityReasonCodes),
  text: z.string().describe('A frase em pt-BR mostrada ao moderador'),
});
export type IntegrityReason = z.infer<typeof integrityReasonSchema>;

export const integrityAccountSchema = z.object({
  user_id: z.string().uuid(),
  name: z.string(),
  email_masked: z.string().describe('a***@dominio.com'),
  created_at: z.string().nullable(),
  network: z.string().nullable().describe('Rótulo da rede de cadastro nesta lista ("Rede A"), nunca o hash'),
});

export const integrityVoteSchema = z.object({
  user_id: z.string().uuid(),
  voted_at: z.string(),
  network: z.string().nullable().describe('Rótulo da rede do voto nesta lista'),
  counted: z.boolean().describe('false enquanto o voto está em análise'),
});

export const integrityClusterSchema = z.object({
  cluster_id: z.string().uuid(),
  indication_id: z.string().uuid(),
  indication_name: z.string(),
  city_id: z.string(),
  city: z.string(),
  week: z.string(),
  risk: z.enum(integrityRisks),
  reasons: z.array(integrityReasonSchema),
  accounts: z
    .array(integrityAccountSchema)
    .describe(`As primeiras ${integrityLimits.accountsPerCard} contas do grupo, no máximo`),
  votes: z.array(integrityVoteSchema).describe('Os votos dessas contas, um por conta'),
  accounts_total: z.number().int().describe('Quantas contas (e votos) o grupo tem ao todo'),
  status: z.enum(integrityClusterStatuses),
});
export type IntegrityCluster = z.infer<typeof integrityClusterSchema>;

export const integrityListSchema = z.object({
  clusters: z.array(integrityClusterSchema).describe('Uma página dos grupos, alto risco primeiro'),
  meta: pageMetaSchema,
  cities: z
    .array(z.object({ city_id: z.string(), city: z.string() }))
    .describe('As cidades de todos os grupos da consulta (não só os da página), para o filtro'),
  week: z.string(),
  city_id: z.string().nullable(),
  analysed_at: z
    .string()
    .nullable()
    .describe(
      'Quando os votos foram analisados: agora, para uma cidade; sem cidade, a análise mais antiga das listadas (null: nenhuma)',
    ),
  cities_pending: z
    .number()
    .int()
    .describe(
      'Sem cidade: cidades com votos na semana ainda não analisadas (aparecem numa próxima consulta)',
    ),
});
export type IntegrityList = z.infer<typeof integrityListSchema>;

export const integrityActionResultSchema = confirmedWith('cluster', integrityClusterSchema);
export type IntegrityActionResult = z.infer<typeof integrityActionResultSchema>;
