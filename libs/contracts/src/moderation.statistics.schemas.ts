import { z } from 'zod';

/** SPEC §3 Statistics, exactly (GET /api/admin/statistics); docs/decisions.md says what each counts. */
export const statisticsSchema = z.object({
  active_users: z.object({
    value: z.number().int().min(0).describe('Contas ativas (não bloqueadas nem excluídas)'),
    has_data: z.boolean().describe("false: 'Sem dados suficientes' (sem base no mês passado)"),
    growth: z.number().describe('Variação percentual contra o fim do mês passado (1 casa decimal)'),
    growth_type: z.enum(['positive', 'negative']),
  }),
  pending_indications: z.object({
    value: z.number().int().min(0),
    has_data: z.boolean(),
    new_today: z.number().int().min(0).describe('Pendentes enviadas hoje (America/Sao_Paulo)'),
  }),
  reports: z.object({
    value: z.number().int().min(0).describe('Denúncias pendentes'),
    has_data: z.boolean(),
    urgent: z.number().int().min(0),
  }),
  support_tickets: z.object({
    value: z.number().int().min(0).describe('Todos os tickets'),
    has_data: z.boolean().describe('Há tickets abertos aguardando resposta'),
    open: z.number().int().min(0),
  }),
});
export type Statistics = z.infer<typeof statisticsSchema>;
