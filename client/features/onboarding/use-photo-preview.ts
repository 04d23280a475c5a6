import { useEffect, useState } from 'react';
import type { DraftPhoto } from '../../../shared/onboarding';

/**
 * A displayable address for the draft's photo, made from its stored bytes (an object URL, released when the
 * photo changes or the screen goes), so the photo is kept on the device once rather than also as a data: URL.
 */
export function usePhotoPreview(photo: DraftPhoto | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(new Blob([photo.bytes], { type: photo.type }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo]);
  return url;
}
