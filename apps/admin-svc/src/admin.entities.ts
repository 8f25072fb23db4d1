import { eventEntities } from '@encontro/server-events';

export const adminEntities = [...eventEntities];
