import { useState, type FormEvent } from 'react';
import {
  adminNotificationTypes,
  emailNotificationTypes,
  notificationMessages,
  notificationTypeLabels,
  notificationTypes,
  type ChannelPreference,
  type NotificationPreferences,
  type NotificationType,
} from '@encontro/contracts';
import { readApiError } from '../../api/errors';
import { useAppSelector } from '../../app/hooks';
import { selectIsAdmin } from '../auth/authSlice';
import { Button } from '../../ui/Button';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useToast } from '../../ui/Toast';
import {
  useNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} from './notificationsApi';

type Channel = keyof ChannelPreference;
type Edits = Partial<Record<NotificationType, Partial<ChannelPreference>>>;

const channels: { key: Channel; label: string }[] = [
  { key: 'in_app', label: 'No app' },
  { key: 'email', label: 'E-mail' },
  { key: 'push', label: 'Push' },
];

const hasEmail = (type: NotificationType) => (emailNotificationTypes as readonly string[]).includes(type);
const forAdmins = (type: NotificationType) => (adminNotificationTypes as readonly string[]).includes(type);
const off: ChannelPreference = { in_app: false, email: false, push: false };

const texts = {
  caption: 'Como avisar você de cada tipo de notificação',
  type: 'Tipo',
  noEmail: 'Sem e-mail para este tipo',
  hint: 'E-mails de cadastro e de troca de senha são sempre enviados. O push chega aos dispositivos em que você ativou as notificações.',
  save: 'Salvar preferências',
  saving: 'Salvando...',
  loading: 'Carregando preferências...',
  loadFailed: 'Não foi possível carregar suas preferências de notificação.',
  saveFailed: 'Não foi possível salvar as preferências. Tente novamente.',
} as const;

/** Changes `edits` so it holds only what differs from the saved preferences. */
function withEdit(
  edits: Edits,
  saved: NotificationPreferences['preferences'],
  type: NotificationType,
  channel: Channel,
  value: boolean,
): Edits {
  const changed = { ...edits[type], [channel]: value };
  if ((saved[type] ?? off)[channel] === value) delete changed[channel];
  const next = { ...edits, [type]: changed };
  if (Object.keys(changed).length === 0) delete next[type];
  return next;
}

/**
 * Every type the person can receive × 'No app', 'E-mail' (where there is one), 'Push': checkboxes
 * saved together (PUT). The admins' types are shown to admins only.
 */
export function NotificationPreferencesForm() {
  const isAdmin = useAppSelector(selectIsAdmin);
  const shownTypes = notificationTypes.filter((type) => isAdmin || !forAdmins(type));
  const toast = useToast();
  const query = useNotificationPreferencesQuery();
  const [update, saving] = useUpdateNotificationPreferencesMutation();
  const [edits, setEdits] = useState<Edits>({});

  if (query.isLoading) return <Loading label={texts.loading} />;
  if (!query.data)
    return (
      <LoadError
        message={texts.loadFailed}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  const saved = query.data.preferences;
  const value = (type: NotificationType, channel: Channel) =>
    edits[type]?.[channel] ?? (saved[type] ?? off)[channel];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await update({ preferences: edits }).unwrap();
      setEdits({});
      toast(result.message || notificationMessages.preferencesSaved);
    } catch (err) {
      const { status, message } = readApiError(err);
      if (status !== 401) toast(message ?? texts.saveFailed, 'error');
    }
  };

  return (
    <form className="preferences-form" onSubmit={(e) => void onSubmit(e)}>
      <table className="preferences-table">
        <caption className="visually-hidden">{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.type}</th>
            {channels.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shownTypes.map((type) => (
            <tr key={type}>
              <th scope="row">{notificationTypeLabels[type]}</th>
              {channels.map((c) => (
                <td key={c.key}>
                  {c.key === 'email' && !hasEmail(type) ? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{texts.noEmail}</span>
                    </>
                  ) : (
                    <input
                      type="checkbox"
                      aria-label={`${notificationTypeLabels[type]}: ${c.label}`}
                      checked={value(type, c.key)}
                      onChange={(e) =>
                        setEdits((prev) => withEdit(prev, saved, type, c.key, e.target.checked))
                      }
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field__hint">{texts.hint}</p>
      <div>
        <Button
          type="submit"
          loading={saving.isLoading}
          loadingText={texts.saving}
          disabled={Object.keys(edits).length === 0}
        >
          {texts.save}
        </Button>
      </div>
    </form>
  );
}
