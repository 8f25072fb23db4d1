import { indicationMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const cityChangeBlocked = () =>
  new DomainError('CITY_CHANGE_BLOCKED', indicationMessages.cityChangeBlocked, {
    city: [indicationMessages.cityChangeBlocked],
  });
