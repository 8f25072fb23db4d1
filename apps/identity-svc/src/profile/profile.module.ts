import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { GeoModule } from '../geo/geo.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { ProfileHandlers } from './profile.handlers.js';
import { ProfileService } from './profile.service.js';

@Module({
  imports: [UsersModule, GeoModule, ActivityModule, SessionsModule],
  controllers: [ProfileHandlers],
  providers: [ProfileService],
})
export class ProfileModule {}
