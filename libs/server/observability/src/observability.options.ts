export const OBSERVABILITY_OPTIONS = Symbol('OBSERVABILITY_OPTIONS');
export type ObservabilityOptions = { service: string };
