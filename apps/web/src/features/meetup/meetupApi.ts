import type {
  AttendanceResult,
  Meetup,
  MeetupSettings,
  MessageResponse,
  MyAttendance,
  User,
  WithdrawalAnswer as Withdrawal,
} from '@encontro/contracts';
import { baseApi } from '../../api/baseApi';
import { CYCLE_TAG, cycleRefusedTags } from '../../api/cycle';
import type { RootState } from '../../app/store';
import { userUpdated } from '../auth/authSlice';

/** "Não vou mais", plus the person's new `user` (the gateway adds it). */
export type WithdrawalAnswer = Withdrawal & { user?: User };
/** contracts' meetupSettingsAnswerSchema. */
export type MeetupSettingsAnswer = MessageResponse & { meetup: Meetup };

/** Who is where at a meetup: the winner cards, the forum and the person's own place there. */
export const ATTENDANCE_TAG = 'Attendance' as const;
const api = baseApi.enhanceEndpoints({ addTagTypes: [ATTENDANCE_TAG, 'Winners', 'Forum', 'LastEncounter'] });

const forumUrl = (id: string) => `/forum/${encodeURIComponent(id)}`;

/** After any change of seats: the cards, the forum and one's own place are asked again. */
const seatsChanged = (id: string) => [
  'Winners' as const,
  { type: 'Forum' as const, id },
  { type: ATTENDANCE_TAG, id },
];

/** The answer's `user` (or its `last_confirmed_indication_id`) is the signed-in person's new state. */
async function applyUser(
  queryFulfilled: Promise<{ data: { user?: User; last_confirmed_indication_id: string | null } }>,
  dispatch: (action: unknown) => unknown,
  getState: () => unknown,
) {
  const result = await queryFulfilled.catch(() => null);
  if (!result) return;
  const { user, last_confirmed_indication_id } = result.data;
  const now = (getState() as RootState).auth.user;
  if (user) dispatch(userUpdated(user));
  else if (now) dispatch(userUpdated({ ...now, last_confirmed_indication_id }));
}

export const meetupApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The forum page's own state: confirmed, in line (an offer perhaps), or nothing. */
    myAttendance: build.query<{ attendance: MyAttendance | null }, string>({
      query: (id) => `${forumUrl(id)}/attendance`,
      providesTags: (_r, _e, id) => [{ type: ATTENDANCE_TAG, id }, CYCLE_TAG],
    }),
    /** "Não vou mais": frees the seat; the host hands the meetup over. */
    leaveMeetup: build.mutation<WithdrawalAnswer, { id: string }>({
      query: ({ id }) => ({ url: `${forumUrl(id)}/confirm`, method: 'DELETE' }),
      invalidatesTags: (result, error, { id }) =>
        result ? seatsChanged(id) : cycleRefusedTags(result, error),
      onQueryStarted: (_arg, { dispatch, getState, queryFulfilled }) =>
        applyUser(queryFulfilled, dispatch, getState),
    }),
    leaveWaitlist: build.mutation<MessageResponse, { id: string }>({
      query: ({ id }) => ({ url: `${forumUrl(id)}/waitlist`, method: 'DELETE' }),
      invalidatesTags: (result, error, { id }) =>
        result ? seatsChanged(id) : cycleRefusedTags(result, error),
    }),
    /** Takes the seat offered; a 409 (the offer expired or went) asks for the line again. */
    acceptSeat: build.mutation<AttendanceResult & { user?: User }, { id: string }>({
      query: ({ id }) => ({ url: `${forumUrl(id)}/waitlist/accept`, method: 'POST' }),
      invalidatesTags: (result, error, { id }) =>
        result || error ? seatsChanged(id) : cycleRefusedTags(result, error),
      onQueryStarted: (_arg, { dispatch, getState, queryFulfilled }) =>
        applyUser(queryFulfilled, dispatch, getState),
    }),
    /** The host's seats and time. */
    updateMeetup: build.mutation<MeetupSettingsAnswer, { id: string; settings: MeetupSettings }>({
      query: ({ id, settings }) => ({ url: `${forumUrl(id)}/meetup`, method: 'PUT', body: settings }),
      invalidatesTags: (result, _error, { id }) =>
        result ? [...seatsChanged(id), 'LastEncounter' as const] : [],
    }),
  }),
});

/** The seats moved without a call of ours (an offer ran out): every view of them is asked again. */
export const seatsMoved = (id: string) => meetupApi.util.invalidateTags(seatsChanged(id));

export const {
  useMyAttendanceQuery,
  useLeaveMeetupMutation,
  useLeaveWaitlistMutation,
  useAcceptSeatMutation,
  useUpdateMeetupMutation,
} = meetupApi;
