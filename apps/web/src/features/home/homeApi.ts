import type {
  AttendanceResult,
  ConfirmBody,
  IndicationList,
  OwnIndication,
  RestrictionStatus,
  User,
  VoteResult,
  WinnerList,
} from '@encontro/contracts';
import { baseApi } from '../../api/baseApi';
import { CYCLE_TAG, cycleRefusedTags } from '../../api/cycle';
import type { AppDispatch, RootState } from '../../app/store';
import { userUpdated } from '../auth/authSlice';

/** The nomination form as it is sent (SPEC §7: multipart, files in `photos`). */
export type NominationBody = {
  name: string;
  phone: string;
  address: string;
  reference: string;
  website: string;
  event_day: string;
  event_time: string;
  attractives: string;
  honeypot: string;
  photos: File[];
};

const api = baseApi.enhanceEndpoints({
  addTagTypes: ['Indications', 'Winners', 'CycleStatus', 'Attendance', 'Forum'],
});

function userOf(state: unknown): User | null {
  return (state as RootState).auth.user;
}

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    restrictionStatus: build.query<RestrictionStatus, void>({
      query: () => '/forum/restriction-status',
      providesTags: ['CycleStatus', CYCLE_TAG],
    }),
    cityWinners: build.query<WinnerList, string>({
      query: (city) => `/winners/${encodeURIComponent(city)}`,
      providesTags: ['Winners', CYCLE_TAG],
    }),
    cityIndications: build.query<IndicationList, string>({
      query: (city) => ({ url: '/indications', params: { city } }),
      providesTags: ['Indications', CYCLE_TAG],
    }),
    /** The caller's own nominations of every week, newest first (the Home keeps the current week's). */
    ownIndications: build.query<OwnIndication[], void>({
      query: () => '/indications/user',
      providesTags: ['Indications', CYCLE_TAG],
    }),
    submitIndication: build.mutation<{ message?: string }, NominationBody>({
      query: ({ photos, ...fields }) => {
        const body = new FormData();
        for (const [key, value] of Object.entries(fields)) body.append(key, value);
        for (const photo of photos) body.append('photos', photo, photo.name);
        return { url: '/indications', method: 'POST', body };
      },
      invalidatesTags: (result, error) => ['Indications', ...cycleRefusedTags(result, error)],
    }),
    /** Optimistic: the count and the user's vote change at once and are undone if the call fails. */
    vote: build.mutation<VoteResult, { id: string; city: string; remove: boolean }>({
      query: ({ id, remove }) => ({ url: `/indications/${id}/vote`, method: remove ? 'DELETE' : 'POST' }),
      // Refused because votes closed (Friday 00:00) or the vote changed elsewhere: the week is asked again.
      invalidatesTags: cycleRefusedTags,
      async onQueryStarted({ id, city, remove }, { dispatch, getState, queryFulfilled }) {
        const before = userOf(getState());
        const patch = dispatch(
          homeApi.util.updateQueryData('cityIndications', city, (draft) => {
            const item = draft.indications.find((i) => i.indication_id === id);
            // A held vote (issue 27) is not in vote_count: removing it lowers the count under review.
            const held = remove && draft.my_vote_under_review;
            if (item && held) item.votes_under_review = Math.max(0, item.votes_under_review - 1);
            else if (item) item.vote_count = Math.max(0, item.vote_count + (remove ? -1 : 1));
            if (remove) draft.my_vote_under_review = false;
            draft.total_votes = draft.indications.reduce((sum, i) => sum + i.vote_count, 0);
          }),
        );
        if (before) dispatch(userUpdated({ ...before, last_voted_indication_id: remove ? null : id }));
        try {
          const { data } = await queryFulfilled;
          dispatch(
            homeApi.util.updateQueryData('cityIndications', city, (draft) => {
              const item = draft.indications.find((i) => i.indication_id === id);
              if (item) {
                // A vote cast into a group under review is held: the count under review took it.
                const held =
                  !remove &&
                  data.indication.votes_under_review > item.votes_under_review &&
                  data.indication.vote_count < item.vote_count;
                if (held) draft.my_vote_under_review = true;
                item.vote_count = data.indication.vote_count;
                item.votes_under_review = data.indication.votes_under_review;
              }
              draft.total_votes = draft.indications.reduce((sum, i) => sum + i.vote_count, 0);
            }),
          );
          const now = userOf(getState());
          if (now) dispatch(userUpdated({ ...now, last_voted_indication_id: data.last_voted_indication_id }));
        } catch {
          patch.undo();
          if (before) dispatch(userUpdated(before));
        }
      },
    }),
    /** "Eu Vou!": a seat, or when the meetup is full a place in line; the host may set the meetup at once. */
    confirmAttendance: build.mutation<
      AttendanceResult & { user?: User },
      { id: string; city: string; settings?: ConfirmBody }
    >({
      query: ({ id, settings }) => ({ url: `/forum/${id}/confirm`, method: 'POST', body: settings }),
      // The forum and the person's own place there (meetup/meetupApi.ts) are asked again.
      invalidatesTags: (result, error, { id }) =>
        result
          ? [
              { type: 'Attendance' as const, id },
              { type: 'Forum' as const, id },
            ]
          : cycleRefusedTags(result, error),
      async onQueryStarted({ id, city }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        const previous = userOf(getState())?.last_confirmed_indication_id ?? null;
        const waitlisted = data.status === 'waitlisted';
        dispatch(
          homeApi.util.updateQueryData('cityWinners', city, (draft) => {
            for (const winner of draft.winners) {
              if (winner.indication_id === id) {
                winner.my_attendance = {
                  status: data.status,
                  position: data.position,
                  offer_expires_at: null,
                  checked_in_at: null,
                };
                if (waitlisted) winner.waitlist_count += 1;
                else if (previous !== id) {
                  winner.confirmed_participants += 1;
                  if (winner.seats_left !== null && !data.is_host)
                    winner.seats_left = Math.max(0, winner.seats_left - 1);
                }
                winner.calendar_url = data.calendar_url;
                if (data.is_host) winner.host_confirmed = data.host_confirmed;
              } else if (winner.indication_id === data.moved_from_indication_id) {
                // Issue 28: a host's presence left that meetup for their own.
                winner.confirmed_participants = Math.max(0, winner.confirmed_participants - 1);
                winner.calendar_url = null;
                winner.my_attendance = null;
              }
            }
          }),
        );
        const now = userOf(getState());
        if (data.user) dispatch(userUpdated(data.user));
        else if (now)
          dispatch(userUpdated({ ...now, last_confirmed_indication_id: data.last_confirmed_indication_id }));
      },
    }),
  }),
});

export const {
  useRestrictionStatusQuery,
  useCityWinnersQuery,
  useCityIndicationsQuery,
  useOwnIndicationsQuery,
  useSubmitIndicationMutation,
  useVoteMutation,
  useConfirmAttendanceMutation,
} = homeApi;

/**
 * The Home's four reads, asked as soon as a stored session is confirmed (main.tsx) rather than once the
 * page has mounted: on a phone that is a round trip and the page's first render earlier. The page's own
 * queries then find them answered or on their way.
 */
export function prefetchHomeReads(dispatch: AppDispatch, city: string) {
  dispatch(homeApi.util.prefetch('restrictionStatus', undefined, {}));
  dispatch(homeApi.util.prefetch('cityIndications', city, {}));
  dispatch(homeApi.util.prefetch('cityWinners', city, {}));
  dispatch(homeApi.util.prefetch('ownIndications', undefined, {}));
}
