import { indicationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { VotesService } from './votes.service.js';

export const VotesHandlers = rpcHandlers(
  'VotesHandlers',
  indicationRpc,
  { votes: VotesService },
  {
    castVote: ({ user_id, indication_id, network }, { votes }) =>
      votes.cast(user_id, indication_id, network ?? null),
    removeVote: ({ user_id, indication_id }, { votes }) => votes.remove(user_id, indication_id),
  },
);
export type VotesHandlers = InstanceType<typeof VotesHandlers>;
