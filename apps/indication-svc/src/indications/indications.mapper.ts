import type {
  AdminIndication,
  Indication as IndicationDto,
  LikelyDuplicate,
  OwnIndication,
  Venue,
} from '@encontro/contracts';
import { fullName, parseWeek } from '@encontro/contracts';
import type { Person } from '../people/person.entity.js';
import type { Indication } from './indication.entity.js';

/** An indication without a forum (or before forum-svc has announced its counts). */
export const noStats: IndicationDto['stats'] = { posts: 0, comments: 0, confirmed_participants: 0 };

/** The venue and when its meetup would be, as every answer about an indication names them. */
export function venueOf(indication: Indication): Venue {
  return {
    name: indication.name,
    address: indication.address,
    reference: indication.reference ?? null,
    phone: indication.phone ?? null,
    website: indication.website ?? null,
    attractives: indication.attractives,
    event_day: indication.eventDay,
    event_time: indication.eventTime,
  };
}

/**
 * SPEC §3 Indication; photo paths stay relative (`storage/…`), as the browser expects. `stats` come
 * from IndicationStats (a winner's forum counts).
 */
export function toIndicationDto(
  indication: Indication,
  host: Person | undefined,
  stats: IndicationDto['stats'] = noStats,
  voteCount = indication.voteCount,
  votesUnderReview = indication.votesUnderReview,
): IndicationDto {
  const photo = host?.photo ?? null;
  return {
    id: indication.id,
    indication_id: indication.id,
    ...venueOf(indication),
    vote_count: voteCount,
    votes_under_review: votesUnderReview,
    host: indication.hostId,
    host_name: fullName(host),
    host_photo: photo,
    host_photo_url: photo,
    first_photo_url: indication.photos[0] ?? null,
    photos: indication.photos,
    week: indication.week,
    week_number: parseWeek(indication.week).weekNumber,
    city: indication.city,
    city_id: indication.cityId,
    state: indication.state,
    status: indication.status,
    stats: { ...stats },
    created_at: indication.createdAt.toISOString(),
  };
}

/** What a visitor (signed out) sees of an indication's or a winner's host: nobody (LGPD). */
export const withoutHost = <T extends { host_name: string | null; host_photo: string | null }>(
  dto: T,
): T => ({
  ...dto,
  host_name: null,
  host_photo: null,
  ...('host_photo_url' in dto ? { host_photo_url: null } : {}),
});

export function toOwnIndicationDto(indication: Indication): OwnIndication {
  return {
    id: indication.id,
    indication_id: indication.id,
    name: indication.name,
    city: indication.city,
    state: indication.state,
    status: indication.status,
    rejection_reason: indication.rejectionReason ?? null,
    week: indication.week,
    week_number: parseWeek(indication.week).weekNumber,
    host: indication.hostId,
    created_at: indication.createdAt.toISOString(),
  };
}

/** `likelyDuplicate`: another indication of the same venue, city and week (IndicationsRepository.findSameVenues). */
export function toAdminIndicationDto(
  indication: Indication,
  host: Person | undefined,
  likelyDuplicate: LikelyDuplicate | null,
  stats: IndicationDto['stats'] = noStats,
): AdminIndication {
  return {
    ...toIndicationDto(indication, host, stats),
    host_name: fullName(host),
    host_id: indication.hostId,
    host_email: host?.email ?? null,
    reviewed_at: indication.reviewedAt?.toISOString() ?? null,
    rejection_reason: indication.rejectionReason ?? null,
    likely_duplicate_of: likelyDuplicate,
  };
}
