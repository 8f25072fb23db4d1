import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/authSlice';

/** The signed-in person's gender: a host's texts say 'anfitriã' to who chose Feminino. */
export function useOwnGender() {
  return useAppSelector(selectUser)?.gender ?? null;
}
