import type {
  AdminIndication,
  ForumContentSnapshot,
  ReportedComment,
  ReportedIndication,
  ReportedPost,
  ReportType,
} from '@encontro/contracts';
import { foldSearchText, moderationLimits } from '@encontro/contracts';

/** The reported item as it was when reported (stored in `reports.snapshot`). */
export type ReportSnapshot = ReportedIndication | ReportedPost | ReportedComment;

export type TakenSnapshot = { snapshot: ReportSnapshot; city: string; state: string };

/** An indication as indication-svc's admin view describes it. */
export function indicationSnapshot(indication: AdminIndication): TakenSnapshot {
  const snapshot: ReportedIndication = {
    id: indication.indication_id,
    name: indication.name,
    address: indication.address,
    reference: indication.reference,
    phone: indication.phone,
    website: indication.website,
    event_day: indication.event_day,
    event_time: indication.event_time,
    attractives: indication.attractives,
    city: indication.city,
    state: indication.state,
    host: indication.host_name,
    photos: indication.photos.slice(0, moderationLimits.reportPhotos),
    author: { id: indication.host_id, name: indication.host_name, email: indication.host_email ?? '' },
  };
  return { snapshot, city: indication.city, state: indication.state };
}

/** A post or comment as forum-svc's content snapshot describes it. */
export function forumSnapshot(content: ForumContentSnapshot): TakenSnapshot {
  const post: ReportedPost = {
    id: content.id,
    content: content.content,
    created_at: content.created_at,
    forum_id: content.forum_id,
    forum_name: content.forum_name,
    city: content.city,
    state: content.state,
    author: content.author,
  };
  const snapshot: ReportSnapshot =
    content.type === 'comment' ? { ...post, post_id: content.post_id ?? null } : post;
  return { snapshot, city: content.city, state: content.state };
}

/** What the admin's search finds in the item itself: its text and its place (folded). */
export function searchTextOf(type: ReportType, snapshot: ReportSnapshot, message: string | null): string {
  const parts =
    type === 'indication'
      ? (() => {
          const i = snapshot as ReportedIndication;
          return [i.name, i.address, i.reference, i.city, i.state, i.attractives.join(' ')];
        })()
      : (() => {
          const c = snapshot as ReportedPost;
          return [c.content, c.forum_name, c.city, c.state];
        })();
  return foldSearchText([...parts, message].filter(Boolean).join(' \u2022 '));
}
