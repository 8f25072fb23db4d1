import { useState, type ImgHTMLAttributes } from 'react';
import { assetUrl } from '../api/config';

type StoredPhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  /** A `storage/…` path or a URL; null when there is none. */
  path: string | null | undefined;
  alt: string;
  /** The frame's classes, which the placeholder takes too (its size and aspect-ratio). */
  className: string;
};

/**
 * A stored photo (a venue's, a memory) that is never drawn broken: without a URL, or once its file fails
 * to load (deleted with its owner's account), a tinted placeholder keeps its frame instead of the
 * browser's broken-image icon and alt text over what lies around it.
 */
export function StoredPhoto({ path, alt, className, ...img }: StoredPhotoProps) {
  const src = assetUrl(path);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className={`${className} photo-placeholder`} aria-hidden="true">
        <svg viewBox="0 0 24 24" className="photo-placeholder__icon" focusable="false">
          <path
            d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 12h14l-4.5-6-3.5 4.5-2.5-3L5 17Zm3.5-7a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z"
            fill="currentColor"
          />
        </svg>
      </span>
    );
  }
  return <img {...img} className={className} src={src} alt={alt} onError={() => setFailedSrc(src)} />;
}
