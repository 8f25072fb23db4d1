import type { Memory as MemoryDto } from '@encontro/contracts';
import { fullName } from '@encontro/contracts';
import { photoOf } from '../people/people.mapper.js';
import type { Person } from '../people/person.entity.js';
import type { Memory } from './memory.entity.js';

export const toMemoryDto = (memory: Memory, author: Person | undefined): MemoryDto => ({
  id: memory.id,
  photo_url: memory.photoKey,
  description: memory.description,
  user_id: memory.userId,
  user_name: fullName(author),
  user_photo: photoOf(author),
  created_at: memory.createdAt.toISOString(),
});
