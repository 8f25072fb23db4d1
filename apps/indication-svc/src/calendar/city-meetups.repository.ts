import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Indication } from '../indications/indication.entity.js';
import { Tables } from '../tables.js';
import { Winner } from '../winners/winner.entity.js';

export type CityMeetup = { winner: Winner; indication: Indication };

/** What a city's calendar feed reads: its winners of a span of weeks, with their venues. */
@Injectable()
export class CityMeetupsRepository {
  constructor(private readonly tables: Tables) {}

  /** The city's meetups from `fromWeek` to `toWeek`, oldest first; a removed indication has none. */
  async between(em: EntityManager, cityId: string, fromWeek: string, toWeek: string): Promise<CityMeetup[]> {
    const winners = await em.find(
      Winner,
      { cityId, week: { $gte: fromWeek, $lte: toWeek } },
      { orderBy: { week: 'asc', position: 'asc' } },
    );
    const indications = winners.length
      ? await em.find(Indication, { id: { $in: winners.map((w) => w.indicationId) } })
      : [];
    const byId = new Map(indications.map((i) => [i.id, i]));
    return winners.flatMap((winner) => {
      const indication = byId.get(winner.indicationId);
      return indication ? [{ winner, indication }] : [];
    });
  }

  /** The city's name where someone lives or nominated there; null when nobody did. */
  async cityName(em: EntityManager, cityId: string): Promise<string | null> {
    const rows = await em.execute<{ city: string }[]>(
      `(select city from ${this.tables.indications} where city_id = ? limit 1)
       union all (select city from ${this.tables.people} where city_id = ? limit 1) limit 1`,
      [cityId, cityId],
    );
    return rows[0]?.city ?? null;
  }
}
