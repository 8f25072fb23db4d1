// Types of nats-config.mjs for the TypeScript specs.
import type { NatsUserPermissions, natsPermissions } from '@encontro/contracts';

export const natsAuthorizationPath: string;
export const natsConfigPlaceholders: { eventsStream: string; eventsSubjectPrefix: string };
export const PUSH_SUBJECT_PREFIX: string;
export function natsPasswordVariable(user: string): string;
export function natsAuthorizationConf(permissions: Record<string, NatsUserPermissions>): string;
export function expectedNatsAuthorization(permissionsOf: typeof natsPermissions): string;
