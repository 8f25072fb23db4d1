import { z } from 'zod';

/** Answers of the routes every process has, apart from any service's domain: health and the dev clock. */

/** GET /health (liveness): the process answers. */
export const livenessSchema = z.object({ status: z.literal('ok'), service: z.string() });
export type Liveness = z.infer<typeof livenessSchema>;

/**
 * GET /health/ready: 200 when every dependency answers, else 503 with the same shape (also from the
 * moment the process is told to stop). Up or down only: which dependency failed, and why, is for
 * operators (readinessDetailsSchema, on the metrics side).
 */
export const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  service: z.string(),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** GET /health/details, beside /metrics (never on a public port): readiness with each check's state. */
export const readinessDetailsSchema = readinessSchema.extend({
  shutting_down: z.boolean().describe('O processo recebeu SIGTERM e está drenando'),
  checks: z.record(z.string(), z.string()).describe("Cada dependência: 'ok' ou o motivo da falha"),
});
export type ReadinessDetails = z.infer<typeof readinessDetailsSchema>;

/** GET and POST /api/dev/clock (outside production): the instant every process's clock marks. */
export const devClockAnswerSchema = z.object({ now: z.iso.datetime() });
export type DevClockAnswer = z.infer<typeof devClockAnswerSchema>;
