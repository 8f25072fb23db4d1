import { useEffect, useMemo } from 'react';

/** An object URL showing a chosen photo, released when the photo changes or the component goes. */
export function usePhotoPreview(file: File | null): string | null {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return preview;
}
