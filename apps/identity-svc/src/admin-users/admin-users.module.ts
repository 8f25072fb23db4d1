import { Module } from '@nestjs/common';
import { GeoModule } from '../geo/geo.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminUsersHandlers } from './admin-users.handlers.js';
import { AdminUsersService } from './admin-users.service.js';

@Module({
  imports: [UsersModule, GeoModule, SessionsModule],
  controllers: [AdminUsersHandlers],
  providers: [AdminUsersService],
})
export class AdminUsersModule {}
