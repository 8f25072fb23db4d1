import { Inject, Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type Indication as IndicationDto,
  type IndicationForm,
  type IndicationList,
  type NominationStatus,
  type OwnIndication,
  indicationMessages,
  isNominationDay,
  weekOf,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { randomUUID } from 'node:crypto';
import { INDICATION_CONFIG, type IndicationConfig } from '../config.js';
import { CityScopes } from '../people/city-scope.service.js';
import type { Person } from '../people/person.entity.js';
import { PeopleRepository } from '../people/people.repository.js';
import { ReadVersions } from '../read-versions/read-versions.js';
import { VotesRepository } from '../votes/votes.repository.js';
import { SettingsRepository } from '../settings/settings.repository.js';
import type { Indication } from './indication.entity.js';
import { IndicationStats } from './indication-stats.service.js';
import { indicationErrors } from '../indication.errors.js';
import { toIndicationDto, toOwnIndicationDto, withoutHost } from './indications.mapper.js';
import { IndicationsRepository } from './indications.repository.js';

export type SubmitResult = { message: string; indication: IndicationDto | null };

/** Nominations: who may nominate, when, how many per city; and the lists the Home shows. */
@Injectable()
export class IndicationsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly indications: IndicationsRepository,
    private readonly stats: IndicationStats,
    private readonly people: PeopleRepository,
    private readonly settings: SettingsRepository,
    private readonly scopes: CityScopes,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(INDICATION_CONFIG) private readonly config: Pick<IndicationConfig, 'WEEKLY_CITY_CAP'>,
    private readonly versions: ReadVersions,
    private readonly votes: VotesRepository,
  ) {}

  /**
   * Monday–Thursday, once per person per ISO week (a rejected nomination gives the week back), for the
   * person's own city, for a venue not already
   * pending or approved there that week (DUPLICATE_INDICATION names it, to vote for), while the city is
   * under its weekly cap. New indications wait for an administrator (`pending`), unless the admin
   * turned approval off: then they are approved at once (the usual `indication.approved`). The photos were
   * checked and stored by the gateway; only their paths arrive. The gateway answers a filled
   * honeypot itself, before reading any photo: such a form never arrives here.
   */
  async submit(userId: string, body: IndicationForm, photoKeys: string[]): Promise<SubmitResult> {
    const now = this.clock.now();
    try {
      return await this.orm.em.fork().transactional(async (em) => {
        const person = await this.scopes.requirePerson(em, userId);
        if (body.city_id && body.city_id !== person.cityId) throw indicationErrors.otherCity();
        if (!isNominationDay(now)) throw indicationErrors.weekendClosed();
        const { week } = weekOf(now);
        await this.indications.lockCityWeek(em, person.cityId, week);
        if (await this.indications.findOpenByHostAndWeek(em, userId, week))
          throw indicationErrors.alreadyNominated();
        // Under the city-week lock: of two nominations of one venue sent at once, the second finds the first.
        const same = await this.indications.findSameVenue(em, {
          cityId: person.cityId,
          week,
          name: body.name,
          address: body.address,
        });
        if (same) throw indicationErrors.duplicateIndication(same.indication_id);
        const cap = this.config.WEEKLY_CITY_CAP;
        if ((await this.indications.countTowardsCap(em, person.cityId, week)) >= cap)
          throw indicationErrors.cityCapReached(cap);

        const indication = this.indications.add(
          em,
          randomUUID(),
          {
            hostId: userId,
            week,
            state: person.state,
            city: person.city,
            cityId: person.cityId,
            name: body.name,
            address: body.address,
            reference: body.reference || null,
            phone: body.phone || null,
            website: body.website || null,
            attractives: body.attractives ?? [],
            eventDay: body.event_day,
            eventTime: body.event_time,
            photos: photoKeys,
          },
          now,
        );
        // The city's count towards its cap, and the nominator's "already nominated".
        this.versions.touch(em, { cities: [person.cityId], people: [userId] });
        this.outbox.add(em, 'indication.submitted', {
          indication_id: indication.id,
          user_id: userId,
          week,
          state: person.state,
          city: person.city,
          city_id: person.cityId,
          name: indication.name,
          address: indication.address,
          status: 'pending',
          submitted_at: now.toISOString(),
        });
        if (!(await this.settings.approvalRequired(em))) {
          indication.status = 'active';
          indication.reviewedAt = now;
          this.outbox.add(em, 'indication.approved', {
            indication_id: indication.id,
            user_id: userId,
            week,
            city_id: person.cityId,
            at: now.toISOString(),
          });
          return {
            message: indicationMessages.submittedApproved,
            indication: toIndicationDto(indication, person),
          };
        }
        return { message: indicationMessages.submitted, indication: toIndicationDto(indication, person) };
      });
    } catch (error) {
      // The advisory lock serialises one city; the unique index is the last word.
      if (error instanceof UniqueConstraintViolationException) throw indicationErrors.alreadyNominated();
      throw error;
    }
  }

  /** The approved indications of the city's current week, most voted first, with the totals. */
  async list(viewerId: string | null, cityRef?: string): Promise<IndicationList> {
    const em = this.orm.em.fork();
    const now = this.clock.now();
    const { viewer, city } = await this.scopes.resolve(em, viewerId, cityRef);
    const { week, weekNumber } = weekOf(now);
    const indications = await this.indications.listForCityWeek(em, city.cityId, week, ['active']);
    const dtos = await this.toDtos(em, indications);
    return {
      indications: viewer ? dtos : dtos.map(withoutHost),
      week,
      week_number: weekNumber,
      city: city.city,
      city_id: city.cityId,
      total_indications: dtos.length,
      total_votes: dtos.reduce((sum, i) => sum + i.vote_count, 0),
      voting_open: isNominationDay(now),
      nomination: await this.nominationStatus(em, viewer, now),
      my_vote_under_review: viewer ? await this.votes.isHeld(em, viewer.userId, week) : false,
    };
  }

  /** The caller's own nominations, newest first (the Home matches them by host and week). */
  async mine(userId: string): Promise<OwnIndication[]> {
    const indications = await this.indications.listByHost(this.orm.em.fork(), userId);
    return indications.map(toOwnIndicationDto);
  }

  /** SPEC §8 Home: why the nomination button is unavailable, if it is. */
  async nominationStatus(em: EntityManager, viewer: Person | null, now: Date): Promise<NominationStatus> {
    const no = (reason: string) => ({ allowed: false, reason });
    if (!viewer) return no(indicationMessages.loginToNominate);
    if (!isNominationDay(now)) return no(indicationMessages.weekendClosed);
    const { week } = weekOf(now);
    if (await this.indications.findOpenByHostAndWeek(em, viewer.userId, week))
      return no(indicationMessages.alreadyNominatedReason);
    const cap = this.config.WEEKLY_CITY_CAP;
    if ((await this.indications.countTowardsCap(em, viewer.cityId, week)) >= cap)
      return no(indicationMessages.cityCapReached(cap));
    return { allowed: true, reason: null };
  }

  async toDtos(em: EntityManager, indications: Indication[]): Promise<IndicationDto[]> {
    const ids = indications.map((i) => i.id);
    const hosts = await this.people.findByIds(
      em,
      indications.map((i) => i.hostId),
    );
    const stats = await this.stats.of(em, ids);
    return indications.map((i) => toIndicationDto(i, hosts.get(i.hostId), stats.get(i.id)));
  }
}
