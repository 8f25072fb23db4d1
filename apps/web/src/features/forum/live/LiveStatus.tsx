import { Button } from '../../../ui/Button';
import type { LiveStatus as Status } from './forumLiveSession';
import './live.css';

export const liveTexts = {
  connected: 'Conectado em tempo real',
  disconnected: 'Desconectado',
  connecting: 'Conectando...',
  offline: 'Desconectado',
  offlineNote: 'Sem internet: reconectamos assim que a conexão voltar.',
  reconnect: 'Reconectar',
} as const;

type LiveStatusProps = { status: Status; onReconnect: () => void };

/**
 * SPEC §2 Forum page: the real-time indicator, with 'Reconectar' only while disconnected. Offline it
 * says Desconectado at once, without Reconectar: the connection comes back by itself with the network.
 */
export function LiveStatus({ status, onReconnect }: LiveStatusProps) {
  const tone = status === 'offline' ? 'disconnected' : status;
  return (
    <div className={`live-status live-status--${tone}`}>
      <p className="live-status__text" role="status" aria-live="polite">
        <span className="live-status__dot" aria-hidden="true" />
        {liveTexts[status]}
        {status === 'offline' && <span className="live-status__note">{liveTexts.offlineNote}</span>}
      </p>
      {status === 'disconnected' && (
        <Button variant="secondary" className="live-status__reconnect" onClick={onReconnect}>
          {liveTexts.reconnect}
        </Button>
      )}
    </div>
  );
}
