import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, identityRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { ProfileService } from './profile.service.js';

const { updateProfile, updatePhoto } = identityRpc;

@Controller()
export class ProfileHandlers {
  constructor(@Inject(ProfileService) private readonly profile: ProfileService) {}

  @Rpc(updateProfile)
  update({ user_id, body, jti }: RpcRequest<typeof updateProfile>) {
    return this.profile.update(user_id, body, jti);
  }

  @Rpc(updatePhoto)
  updatePhoto({ user_id, photo_key }: RpcRequest<typeof updatePhoto>) {
    return this.profile.updatePhoto(user_id, photo_key);
  }
}
