import { StoredPhoto } from './StoredPhoto';

type VenueCoverProps = {
  /** The venue's first photo (a `storage/…` path or a URL); without one, or when it is gone, a placeholder. */
  path: string | null;
  /** The venue's name, which the photo's alt text gives. */
  name: string;
  /** The frame's own class, which sets its aspect-ratio: 'venue-card__photo'. */
  className: string;
  /** The first card of a list: its photo is usually the first screen's largest paint, so it loads at once. */
  priority?: boolean;
};

/** A venue's photo across the top of a card, tinted while it loads, and a placeholder where it has none. */
export function VenueCover({ path, name, className, priority = false }: VenueCoverProps) {
  return (
    <StoredPhoto
      path={path}
      className={`venue-photo venue-photo--cover ${className}`}
      alt={`Foto de ${name}`}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
