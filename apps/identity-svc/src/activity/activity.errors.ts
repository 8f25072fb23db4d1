import { indicationMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const cityChangeBlocked = () =>
  new DomainError('VALIDATION_FAILED', indicationMessages.cityChangeBlocked, {
    city: [indicationMessages.cityChangeBlocked],
  });
