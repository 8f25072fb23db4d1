import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { pushTexts as t } from './pushTexts';
import { usePushSubscription } from './usePushSubscription';

/** 'Ativar notificações' on this device (Web Push), or 'Desativar' once it is on. */
export function PushDeviceSwitch() {
  const { status, busy, notice, enable, disable } = usePushSubscription();
  return (
    <div className="push-device">
      <h3>{t.title}</h3>
      <p className="muted">{t.lead}</p>
      {status === 'unsupported' && <Alert kind="info">{t.unsupported}</Alert>}
      {status === 'denied' && <Alert kind="warning">{t.denied}</Alert>}
      {status === 'checking' && <p className="muted">{t.checking}</p>}
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      {status === 'on' && !notice && <p>{t.on}</p>}
      {(status === 'off' || status === 'on') && (
        <div className="push-device__actions">
          {status === 'off' ? (
            <Button loading={busy} loadingText={t.enabling} onClick={() => void enable()}>
              {t.enable}
            </Button>
          ) : (
            <Button
              variant="secondary"
              loading={busy}
              loadingText={t.disabling}
              onClick={() => void disable()}
            >
              {t.disable}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
