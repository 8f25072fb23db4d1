import { Inject, Injectable, Logger } from '@nestjs/common';
import { PollingService, PollingWorker } from '@encontro/server-clock';
import { INDICATION_CONFIG, type IndicationConfig } from '../config.js';
import { IntegrityService } from './integrity.service.js';

/**
 * Analyses again each voting city of the week whose votes changed since its analysis, once that is
 * INTEGRITY_ANALYSIS_MS old, so the Integridade tab's every-city view reads analyses instead of making
 * them. Every replica runs it; a city analysed by another while this one waited is skipped.
 */
@Injectable()
export class IntegrityAnalysisScheduler extends PollingService {
  private readonly logger = new Logger(IntegrityAnalysisScheduler.name);
  protected readonly worker: PollingWorker;

  constructor(
    integrity: IntegrityService,
    @Inject(INDICATION_CONFIG) config: Pick<IndicationConfig, 'INTEGRITY_ANALYSIS_MS'>,
  ) {
    super();
    const maxAgeMs = config.INTEGRITY_ANALYSIS_MS;
    this.worker = new PollingWorker({
      name: 'integrity analysis',
      // A tenth of the age allowed: an analysis is never much older than it.
      intervalMs: Math.max(1000, Math.round(maxAgeMs / 10)),
      pass: async () => {
        // A pass over many cities ends early on shutdown rather than holding it up.
        const analysed = await integrity.refreshStale(maxAgeMs, () => this.worker.started);
        if (analysed > 0) this.logger.log(`analysed the votes of ${analysed} city(ies)`);
      },
      log: this.logger,
      // Not at boot: every replica of a restarted deployment would analyse every city at once.
      passAtStart: false,
    });
  }
}
