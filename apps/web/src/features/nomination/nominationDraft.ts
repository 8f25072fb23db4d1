import { indicationPhotoRules } from '@encontro/contracts';
import type { Slot } from './PhotoSlot';

/** The nomination form's fields as the person fills them in. */
export type Values = {
  name: string;
  phone: string;
  address: string;
  reference_point: string;
  website: string;
  attractions: string;
  event_day: string;
  event_time: string;
  honeypot: string;
};

export const empty: Values = {
  name: '',
  phone: '',
  address: '',
  reference_point: '',
  website: '',
  attractions: '',
  event_day: '',
  event_time: '',
  honeypot: '',
};

// The shared schema names two fields as the payload does (SPEC §3); the modal names them as SPEC §2.
export const schemaField = { reference: 'reference_point', attractives: 'attractions' } as const;

export const emptySlots = (): Slot[] =>
  Array.from({ length: indicationPhotoRules.maxCount }, () => ({ file: null, error: null }));
