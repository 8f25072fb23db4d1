import type { ReminderAnswer, ReminderAnswerBody } from '@encontro/contracts';
import { baseApi } from '../../api/baseApi';

/** A meetup reminder's answer from its e-mail link (issue 30): the token says who answers, no session. */
export const reminderAnswerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    answerReminder: build.mutation<ReminderAnswer, ReminderAnswerBody & { indicationId: string }>({
      query: ({ indicationId, ...body }) => ({
        url: `/forum/${indicationId}/reminder-answer`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useAnswerReminderMutation } = reminderAnswerApi;
