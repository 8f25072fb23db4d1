import { eventEntities } from '@encontro/server-events';

export const identityEntities = [...eventEntities];
