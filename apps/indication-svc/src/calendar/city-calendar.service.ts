import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { cityTimeZone, previousWeek, weekOf } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { INDICATION_CONFIG, type IndicationConfig } from '../config.js';
import { indicationErrors } from '../indication.errors.js';
import { CityMeetupsRepository } from './city-meetups.repository.js';
import { meetupCalendar } from './meetup-calendar.util.js';
import { meetupEventOf } from './meetup-event.mapper.js';
import { isMunicipality } from './municipalities.js';

/** How many weeks before the current one the feed keeps. */
export const FEED_PAST_WEEKS = 4;
/** What the feed asks subscribed calendars: refresh hourly. */
const FEED_REFRESH_SECONDS = 3600;

/**
 * The city's public calendar feed (issue 30, GET /api/cities/{city_id}/calendar.ics): its meetups of
 * the last four weeks and the current one, in its own time zone. Public, so it names nobody (LGPD).
 */
@Injectable()
export class CityCalendarService {
  constructor(
    private readonly orm: MikroORM,
    private readonly meetups: CityMeetupsRepository,
    private readonly clock: Clock,
    @Inject(INDICATION_CONFIG) private readonly config: Pick<IndicationConfig, 'PUBLIC_URL'>,
  ) {}

  /** A city is an IBGE municipality, or one where someone lives or nominated (seeds, tests). */
  async feed(cityId: string): Promise<{ ics: string; filename: string }> {
    const em = this.orm.em.fork();
    const name = await this.meetups.cityName(em, cityId);
    if (name === null && !isMunicipality(cityId)) throw indicationErrors.cityNotFound();
    const toWeek = weekOf(this.clock.now()).week;
    let fromWeek = toWeek;
    for (let n = 0; n < FEED_PAST_WEEKS; n += 1) fromWeek = previousWeek(fromWeek);
    const meetups = await this.meetups.between(em, cityId, fromWeek, toWeek);
    const ics = meetupCalendar(
      meetups.map(({ winner, indication }) => meetupEventOf(winner, indication, this.config.PUBLIC_URL)),
      {
        name: name ? `Encontros em ${name}` : 'Encontros',
        timeZone: cityTimeZone(cityId),
        refreshSeconds: FEED_REFRESH_SECONDS,
      },
    );
    return { ics, filename: `encontros-${cityId}.ics` };
  }
}
