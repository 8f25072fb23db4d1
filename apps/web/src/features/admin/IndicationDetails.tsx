import { Avatar } from '../../ui/Avatar';
import { formatDate } from '../../ui/format';
import { StoredPhoto } from '../../ui/StoredPhoto';
import { adminTexts } from './adminTexts';
import type { AdminIndication } from './adminTypes';
import { Detail } from './Detail';
import { DuplicateFlag } from './DuplicateFlag';
import { IndicationStatusBadge } from './IndicationStatusBadge';

/** An indication's photos, venue fields, status and host. */
export function IndicationDetails({ indication }: { indication: AdminIndication }) {
  return (
    <div className="admin-details">
      <DuplicateFlag indication={indication} />
      {indication.photos.length > 0 && (
        <ul className="grid-list admin-photos" aria-label="Fotos do local">
          {indication.photos.map((photo, i) => (
            <li key={photo}>
              <StoredPhoto
                className="venue-photo"
                path={photo}
                alt={`Foto ${i + 1} de ${indication.name}`}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
      <dl className="admin-dl">
        <Detail label="Nome">{indication.name}</Detail>
        <Detail label="Endereço">{indication.address}</Detail>
        <Detail label="Ponto de referência">{indication.reference}</Detail>
        <Detail label="Telefone">{indication.phone}</Detail>
        <Detail label="Site">
          {indication.website && (
            <a href={indication.website} target="_blank" rel="noopener noreferrer" className="link">
              {indication.website}
            </a>
          )}
        </Detail>
        <Detail label="Atrações">{indication.attractives.join(', ')}</Detail>
        <Detail label="Dia do encontro">{indication.event_day}</Detail>
        <Detail label="Horário">{indication.event_time}</Detail>
        <Detail label="Cidade">
          {indication.city}
          {indication.state ? ` - ${indication.state}` : ''}
        </Detail>
        <Detail label="Status">
          <IndicationStatusBadge status={indication.status} />
        </Detail>
        {indication.status === 'rejected' && (
          <Detail label={adminTexts.rejectionReason}>{indication.rejection_reason}</Detail>
        )}
        <Detail label="Enviada em">{formatDate(indication.created_at)}</Detail>
      </dl>
      <div className="admin-host">
        <Avatar
          photo={indication.host_photo_url ?? indication.host_photo}
          name={indication.host_name}
          size="md"
        />
        <dl className="admin-dl admin-dl--compact">
          <Detail label="Anfitrião">{indication.host_name}</Detail>
          <Detail label="ID do anfitrião">
            <code>{indication.host_id}</code>
          </Detail>
        </dl>
      </div>
    </div>
  );
}
