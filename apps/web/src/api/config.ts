import { assetUrl as assetUrlFrom } from '@encontro/contracts';

/** The gateway is served from the same origin as the app. */
export function apiOrigin(): string {
  return globalThis.location?.origin ?? '';
}

/** Photos come as relative storage paths ("storage/users/…") or as absolute URLs. */
export function assetUrl(path: string | null | undefined): string | null {
  return assetUrlFrom(path, apiOrigin());
}
