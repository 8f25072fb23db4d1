import { photoPixelRules } from '@encontro/contracts';
import type { PhotoLimits } from '@encontro/server-storage';

/** A route's byte limit plus the pixel limits every photo shares (docs/decisions.md). */
export const photoLimits = (maxBytes: number): PhotoLimits => ({ maxBytes, ...photoPixelRules });
