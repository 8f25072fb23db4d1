import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AccountDeleted, identityCommands, identitySubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { AccountDeletion } from './account-deletion.service.js';

@Controller()
export class AccountDeletionHandlers {
  constructor(@Inject(AccountDeletion) private readonly deletion: AccountDeletion) {}

  /** DELETE /api/profile {password} → {message, photo} (the gateway removes the photo). */
  @MessagePattern(identitySubjects.deleteOwnAccount)
  async deleteOwn(@Payload() payload: unknown): Promise<AccountDeleted> {
    const { user_id, password } = parseCommand(identityCommands.deleteOwnAccount, payload);
    return this.deletion.deleteOwn(user_id, password);
  }

  /** DELETE /api/admin/users/{id} → {message, photo} */
  @MessagePattern(identitySubjects.adminDeleteUser)
  async deleteByAdmin(@Payload() payload: unknown): Promise<AccountDeleted> {
    const { actor_id, user_id } = parseCommand(identityCommands.adminDeleteUser, payload);
    return this.deletion.deleteByAdmin(actor_id, user_id);
  }
}
