import { indicationMessages } from '@encontro/contracts';
import { UuidParamPipe } from '../http/uuid-param.pipe.js';

/** An indication (or forum) id in the path: anything but a UUID is a 404, not a bad request. */
export class IndicationIdPipe extends UuidParamPipe {
  constructor() {
    super('INDICATION_NOT_FOUND', indicationMessages.indicationNotFound);
  }
}
