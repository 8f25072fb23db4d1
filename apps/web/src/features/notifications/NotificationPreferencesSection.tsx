import { NotificationPreferencesForm } from './NotificationPreferencesForm';
import { PushDeviceSwitch } from './PushDeviceSwitch';
import './notifications.css';

/** The profile's 'Notificações' card: this device's push switch and what to be told of, and how. */
export function NotificationPreferencesSection() {
  return (
    <section className="card notification-preferences" aria-labelledby="notification-preferences-title">
      <h2 id="notification-preferences-title" className="card__title">
        Notificações
      </h2>
      <PushDeviceSwitch />
      <h3>O que avisar, e como</h3>
      <NotificationPreferencesForm />
    </section>
  );
}
