import { useState } from 'react';
import { assetUrl } from '../api/config';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

type AvatarProps = {
  /** A relative storage path, an absolute URL, or null for the default avatar. */
  photo: string | null | undefined;
  /** Whose photo: used for the alternative text. Empty for a decorative avatar. */
  name?: string;
  size?: AvatarSize;
  className?: string;
};

function DefaultAvatar({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className="avatar__default"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <rect width="64" height="64" fill="currentColor" opacity="0.15" />
      <circle cx="32" cy="25" r="12" fill="currentColor" opacity="0.55" />
      <path d="M10 60c2-13 11-20 22-20s20 7 22 20" fill="currentColor" opacity="0.55" />
    </svg>
  );
}

export function Avatar({ photo, name = '', size = 'md', className }: AvatarProps) {
  const src = assetUrl(photo);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name ? `Foto de ${name}` : '';
  const classes = ['avatar', `avatar--${size}`, className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes} data-size={size}>
      {src && failedSrc !== src ? (
        <img src={src} alt={label} className="avatar__img" onError={() => setFailedSrc(src)} loading="lazy" />
      ) : (
        <DefaultAvatar label={label} />
      )}
    </span>
  );
}
