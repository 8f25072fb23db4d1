import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32: the Integridade tab's every-city view at a million people. Each cluster keeps the risk and
 * reasons of its latest analysis, and each week and city when it was analysed, so the view reads them
 * instead of analysing every voting city's votes inside one request.
 */
export class IntegrityAnalysesMigration extends Migration {
  override name = '0015-integrity-analyses';

  override up(): void {
    this.addSql(`alter table integrity_clusters
      add column risk varchar(6),
      add column reasons jsonb,
      add constraint integrity_clusters_risk_check check (risk in ('high', 'medium', 'low'))`);
    this.addSql(`create table integrity_analyses (
      week varchar(8) not null,
      city_id varchar(7) not null,
      analysed_at timestamptz not null,
      primary key (week, city_id)
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists integrity_analyses');
    this.addSql(`alter table integrity_clusters
      drop constraint if exists integrity_clusters_risk_check,
      drop column if exists reasons,
      drop column if exists risk`);
  }
}

export const integrityAnalysesMigration = {
  name: '0015-integrity-analyses',
  class: IntegrityAnalysesMigration,
};
