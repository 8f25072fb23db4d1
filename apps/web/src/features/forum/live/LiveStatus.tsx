import { Button } from '../../../ui/Button';
import type { LiveStatus as Status } from './forumLiveSession';
import './live.css';

export const liveTexts = {
  connected: 'Conectado em tempo real',
  disconnected: 'Desconectado',
  connecting: 'Conectando...',
  reconnect: 'Reconectar',
} as const;

type LiveStatusProps = { status: Status; onReconnect: () => void };

/** SPEC §2 Forum page: the real-time indicator, with 'Reconectar' only while disconnected. */
export function LiveStatus({ status, onReconnect }: LiveStatusProps) {
  return (
    <div className={`live-status live-status--${status}`}>
      <p className="live-status__text" role="status" aria-live="polite">
        <span className="live-status__dot" aria-hidden="true" />
        {liveTexts[status]}
      </p>
      {status === 'disconnected' && (
        <Button variant="secondary" className="live-status__reconnect" onClick={onReconnect}>
          {liveTexts.reconnect}
        </Button>
      )}
    </div>
  );
}
