import { eventEntities } from '@encontro/server-events';
import { Checkin, Forum, Participant } from './forums/forum.entity.js';
import { Memory } from './memories/memory.entity.js';
import { ModerationSettings } from './moderation/moderation-settings.entity.js';
import { Person } from './people/person.entity.js';
import { Comment, Post } from './posts/post.entity.js';

export const forumEntities = [
  ...eventEntities,
  Forum,
  Participant,
  Checkin,
  Person,
  Post,
  Comment,
  Memory,
  ModerationSettings,
];
