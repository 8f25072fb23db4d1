import { indicationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { VotesService } from './votes.service.js';
import { WeekVotersService } from './week-voters.service.js';

export const VotesHandlers = rpcHandlers(
  'VotesHandlers',
  indicationRpc,
  { votes: VotesService, weekVoters: WeekVotersService },
  {
    castVote: ({ user_id, indication_id, network }, { votes }) =>
      votes.cast(user_id, indication_id, network ?? null),
    removeVote: ({ user_id, indication_id }, { votes }) => votes.remove(user_id, indication_id),
    weekVoters: (request, { weekVoters }) => weekVoters.page(request),
  },
);
export type VotesHandlers = InstanceType<typeof VotesHandlers>;
