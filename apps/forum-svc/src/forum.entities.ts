import { eventEntities } from '@encontro/server-events';

export const forumEntities = [...eventEntities];
