import { identityRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { SessionsService } from './sessions.service.js';

export const SessionsHandlers = rpcHandlers(
  'SessionsHandlers',
  identityRpc,
  { sessions: SessionsService },
  {
    login: ({ body, network }, { sessions }) => sessions.login(body, network),
    logout: (session, { sessions }) => sessions.logout(session),
    me: ({ user_id }, { sessions }) => sessions.me(user_id),
  },
);
export type SessionsHandlers = InstanceType<typeof SessionsHandlers>;
