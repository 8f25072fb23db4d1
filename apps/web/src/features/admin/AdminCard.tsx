import type { ReactNode } from 'react';

type AdminCardProps = {
  /** The card's name for assistive technology: the venue, the ticket's subject. */
  label: string;
  /** A modifier class: 'admin-card--resolved'. */
  variant?: string;
  /** Shown above the body (a photo). */
  media?: ReactNode;
  children: ReactNode;
};

/** One card of a tab's list: an article named by `label`, an optional photo, then its body. */
export function AdminCard({ label, variant, media, children }: AdminCardProps) {
  return (
    <article className={variant ? `admin-card ${variant}` : 'admin-card'} aria-label={label}>
      {media}
      <div className="admin-card__body">{children}</div>
    </article>
  );
}
