import { hostMessages } from '@encontro/contracts';
import { useOwnGender } from './useOwnGender';

/** 'Você é o anfitrião!' — or 'Você é a anfitriã!' to a host who chose Feminino. */
export function YouAreTheHost() {
  return <>{hostMessages.youAreTheHost(useOwnGender())}</>;
}
