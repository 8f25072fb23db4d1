import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { StoredPhoto } from '../../ui/StoredPhoto';
import { VenueCover } from '../../ui/VenueCover';
import { MyVoteUnderReview } from './VenueCards';
import { venuePhotos, votesLabel, votesUnderReviewLabel, type Venue } from './venue';

type VenueDetailModalProps = {
  venue: Venue | null;
  onClose: () => void;
  /** Vote / remove-vote, attendance: whatever the caller offers on this venue. */
  actions?: ReactNode;
  onReport?: () => void;
  /** The person's vote of the week went to this venue and is held by the moderation (issue 27). */
  myVoteUnderReview?: boolean;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="details__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** SPEC §2 Home: photo, address, reference, phone, website, attractives, day and time, host, votes. */
export function VenueDetailModal({
  venue,
  onClose,
  actions,
  onReport,
  myVoteUnderReview = false,
}: VenueDetailModalProps) {
  const photos = venue ? venuePhotos(venue) : [];
  return (
    <Modal
      open={venue !== null}
      title={venue?.name ?? ''}
      onClose={onClose}
      footer={
        <>
          {onReport && (
            <Button variant="ghost" onClick={onReport}>
              Denunciar
            </Button>
          )}
          {actions}
        </>
      }
    >
      {venue && (
        <div className="venue-details">
          {photos.length > 0 ? (
            <div className="venue-details__photos">
              {photos.map((photo, i) => (
                <StoredPhoto
                  key={photo}
                  path={photo}
                  alt={`Foto ${i + 1} de ${venue.name}`}
                  className="venue-photo venue-details__photo"
                />
              ))}
            </div>
          ) : (
            <VenueCover path={null} name={venue.name} className="venue-card__photo" />
          )}
          <dl className="details">
            <Row label="Endereço">{venue.address}</Row>
            <Row label="Ponto de referência">{venue.reference || 'Não informado'}</Row>
            <Row label="Telefone">{venue.phone || 'Não informado'}</Row>
            <Row label="Site">
              {venue.website ? (
                <a href={venue.website} target="_blank" rel="noopener noreferrer" className="link">
                  {venue.website}
                </a>
              ) : (
                'Não informado'
              )}
            </Row>
            <Row label="Atrações">
              {venue.attractives.length ? venue.attractives.join(', ') : 'Não informado'}
            </Row>
            <Row label="Dia e horário">
              {venue.event_day} · {venue.event_time}
            </Row>
            {venue.host_name && <Row label="Indicado por">{venue.host_name}</Row>}
            <Row label="Votos">{votesLabel(venue.vote_count)}</Row>
            {venue.votes_under_review > 0 && (
              <Row label="Em análise">{votesUnderReviewLabel(venue.votes_under_review)}</Row>
            )}
          </dl>
          {myVoteUnderReview && <MyVoteUnderReview />}
        </div>
      )}
    </Modal>
  );
}
