import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { lastRevealedWeek } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { DATABASE_SCHEMA } from '@encontro/server-database';
import { watchWeekCloses } from '@encontro/server-observability';
import { WinnersRepository } from './winners.repository.js';

/**
 * The Friday close seen from Prometheus: each city's last closure and how many cities are overdue
 * (approved indications in a week whose Friday 00:00 has passed, by this service's clock, and no
 * closure), read at scrape time.
 */
@Injectable()
export class WeekCloseMetrics implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private unwatch?: () => void;

  constructor(
    private readonly orm: MikroORM,
    private readonly winners: WinnersRepository,
    private readonly clock: Clock,
    @Inject(DATABASE_SCHEMA) private readonly schema: string,
  ) {}

  onApplicationBootstrap(): void {
    this.unwatch = watchWeekCloses(this.schema, {
      lastClosures: () => this.winners.lastClosures(this.orm.em.fork()),
      overdue: () => this.overdue(),
    });
  }

  /** Cities whose week should be closed by now and is not. */
  overdue(): Promise<number> {
    return this.winners.overdueCities(this.orm.em.fork(), lastRevealedWeek(this.clock.now()));
  }

  /** Before the database closes: a scrape must not reopen it. */
  beforeApplicationShutdown(): void {
    this.unwatch?.();
  }
}
