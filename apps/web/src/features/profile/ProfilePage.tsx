import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { selectUser } from '../auth/authSlice';
import { NotificationPreferencesSection } from '../notifications/NotificationPreferencesSection';
import { PrivacySection } from './PrivacySection';
import { ProfileForm } from './ProfileForm';

export function ProfilePage() {
  usePageTitle('Editar Perfil');
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <div className="page page--narrow">
      <PageHeader
        title="Editar Perfil"
        lead={
          <>
            Membro desde {formatDate(user.created_at)} · {user.city}
            {user.state ? ` - ${user.state}` : ''}
          </>
        }
      />
      <ProfileForm key={user.user_id} user={user} />
      <NotificationPreferencesSection />
      <PrivacySection isAdmin={user.is_admin} />
    </div>
  );
}
