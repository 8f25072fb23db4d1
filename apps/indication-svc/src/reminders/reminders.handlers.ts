import { indicationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { ReminderAnswers } from './reminder-answers.service.js';

export const ReminderHandlers = rpcHandlers(
  'ReminderHandlers',
  indicationRpc,
  { answers: ReminderAnswers },
  {
    answerReminder: ({ indication_id, body }, { answers }) => answers.answer(indication_id, body),
  },
);
export type ReminderHandlers = InstanceType<typeof ReminderHandlers>;
