import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ParticipantRole, Venue, WeekParticipant } from './activity.entities.js';

export type NewVenue = Venue;
export type NewParticipant = WeekParticipant;

/**
 * The weekly cycle as far as notifications need it: the indications' names and cities, and who took
 * part in each week. Every method works in the caller's unit of work.
 */
@Injectable()
export class ActivityRepository {
  async saveVenue(em: EntityManager, venue: NewVenue): Promise<void> {
    await em.upsert(Venue, venue);
  }

  findVenue(em: EntityManager, indicationId: string): Promise<Venue | null> {
    return em.findOne(Venue, { indicationId });
  }

  /** The indication and everyone recorded against it. */
  async removeVenue(em: EntityManager, indicationId: string): Promise<void> {
    await em.nativeDelete(WeekParticipant, { indicationId });
    await em.nativeDelete(Venue, { indicationId });
  }

  async addParticipant(em: EntityManager, participant: NewParticipant): Promise<void> {
    await em.upsert(WeekParticipant, participant);
  }

  async removeParticipant(
    em: EntityManager,
    indicationId: string,
    userId: string,
    role: ParticipantRole,
  ): Promise<void> {
    await em.nativeDelete(WeekParticipant, { indicationId, userId, role });
  }

  /** Everyone recorded as taking part in the city that week (the voters are indication-svc's to tell). */
  async cityParticipants(em: EntityManager, week: string, cityId: string): Promise<string[]> {
    const rows = await em.find(WeekParticipant, { week, cityId }, { fields: ['userId'] });
    return [...new Set(rows.map((row) => row.userId))];
  }

  /** Who confirmed attendance at the meetup of this (winning) indication. */
  async attendees(em: EntityManager, indicationId: string): Promise<string[]> {
    const rows = await em.find(WeekParticipant, { indicationId, role: 'attendee' }, { fields: ['userId'] });
    return rows.map((row) => row.userId);
  }

  /** What the city's earlier weeks left: their meetups are over once a new week has closed. */
  async pruneBefore(em: EntityManager, cityId: string, week: string): Promise<void> {
    await em.nativeDelete(WeekParticipant, { cityId, week: { $lt: week } });
    await em.nativeDelete(Venue, { cityId, week: { $lt: week } });
  }

  /** Everything recorded about the person: their indications' names and their participation. */
  async eraseUser(em: EntityManager, userId: string): Promise<void> {
    await em.nativeDelete(WeekParticipant, { userId });
    await em.nativeDelete(Venue, { userId });
  }
}
