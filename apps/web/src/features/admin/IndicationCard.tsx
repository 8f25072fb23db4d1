import { VenueCover } from '../../ui/VenueCover';
import { AdminCard } from './AdminCard';
import type { AdminIndication } from './adminTypes';
import { DetailsButton } from './DetailsButton';
import { DuplicateFlag } from './DuplicateFlag';
import { IndicationStatusBadge } from './IndicationStatusBadge';
import { ReviewButtons } from './ReviewButtons';
import type { IndicationReview } from './useIndicationReview';

type IndicationCardProps = {
  indication: AdminIndication;
  review: IndicationReview;
  onDetails: (id: string) => void;
};

/** An indication of the Indicações tab: first photo, venue, status, place and host, details and review. */
export function IndicationCard({ indication, review, onDetails }: IndicationCardProps) {
  return (
    <AdminCard
      label={indication.name}
      variant="admin-card--indication"
      media={
        <VenueCover path={indication.first_photo_url} name={indication.name} className="admin-card__photo" />
      }
    >
      <div className="admin-card__head">
        <h3 className="admin-card__title">{indication.name}</h3>
        <IndicationStatusBadge status={indication.status} />
      </div>
      <p className="admin-card__line">{indication.address}</p>
      <p className="admin-card__line muted">
        {indication.city}
        {indication.state ? ` - ${indication.state}` : ''} · Indicado por {indication.host_name}
      </p>
      <DuplicateFlag indication={indication} />
      <div className="admin-actions">
        <DetailsButton onClick={() => onDetails(indication.indication_id)} />
        <ReviewButtons indication={indication} review={review} />
      </div>
    </AdminCard>
  );
}
