import { identityRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { ProfileService } from './profile.service.js';

export const ProfileHandlers = rpcHandlers(
  'ProfileHandlers',
  identityRpc,
  { profile: ProfileService },
  {
    updateProfile: ({ user_id, body, jti, network }, { profile }) =>
      profile.update(user_id, body, jti, network),
    updatePhoto: ({ user_id, photo_key }, { profile }) => profile.updatePhoto(user_id, photo_key),
  },
);
export type ProfileHandlers = InstanceType<typeof ProfileHandlers>;
