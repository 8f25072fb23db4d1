import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AdminUserPage,
  type AdminUserToggled,
  identityCommands,
  identitySubjects,
} from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { AdminUsersService } from './admin-users.service.js';

/** The administrator's side (the gateway lets only admins through and passes their id). */
@Controller()
export class AdminUsersHandlers {
  constructor(@Inject(AdminUsersService) private readonly admin: AdminUsersService) {}

  /** GET /api/admin/users → {data, meta} */
  @MessagePattern(identitySubjects.adminListUsers)
  async list(@Payload() payload: unknown): Promise<AdminUserPage> {
    return this.admin.list(parseCommand(identityCommands.adminListUsers, payload, 'query').query);
  }

  /** POST /api/admin/users/{id}/toggle-block → {message, user} */
  @MessagePattern(identitySubjects.adminToggleBlock)
  async toggleBlock(@Payload() payload: unknown): Promise<AdminUserToggled> {
    const { actor_id, user_id } = parseCommand(identityCommands.adminToggleBlock, payload);
    return this.admin.toggleBlock(actor_id, user_id);
  }
}
