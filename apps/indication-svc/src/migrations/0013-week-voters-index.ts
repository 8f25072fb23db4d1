import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32: notification-svc asks for a city's voters of a week, keyset-paged on user_id. The index
 * on (week, city_id, user_id) answers each page in order from the index alone and serves every
 * query the (week, city_id) one served, which it replaces: a vote still writes one index, not two.
 */
export class WeekVotersIndexMigration extends Migration {
  override name = '0013-week-voters-index';

  override up(): void {
    this.addSql('create index votes_week_city_user_idx on votes (week, city_id, user_id)');
    this.addSql('drop index if exists votes_week_city_idx');
  }

  override down(): void {
    this.addSql('create index if not exists votes_week_city_idx on votes (week, city_id)');
    this.addSql('drop index if exists votes_week_city_user_idx');
  }
}

export const weekVotersIndexMigration = { name: '0013-week-voters-index', class: WeekVotersIndexMigration };
