import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module.js';
import { PeopleModule } from '../people/people.module.js';
import { PhotoPurgesModule } from '../photo-purges/photo-purges.module.js';
import { ForumLifecycle } from './forum-lifecycle.service.js';
import { ForumMeetup } from './forum-meetup.service.js';
import { ForumRemoval } from './forum-removal.service.js';
import { ForumsModule } from './forums.module.js';

/**
 * Forums opened, handed to a new host, joined, replanned, checked in at and removed by other
 * services' events. Not ForumsModule's: these write real-time updates (LiveModule), which read the forums.
 */
@Module({
  imports: [ForumsModule, PeopleModule, PhotoPurgesModule, LiveModule],
  providers: [ForumLifecycle, ForumMeetup, ForumRemoval],
})
export class ForumLifecycleModule {}
