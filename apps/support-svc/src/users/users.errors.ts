import { DomainError } from '@encontro/server-messaging';

export const userNotFound = () => new DomainError('NOT_FOUND', 'Usuário não encontrado.');
