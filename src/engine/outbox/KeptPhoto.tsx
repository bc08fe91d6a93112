import { useEffect, useState } from 'react';

import { photoStore } from '../../providers/outbox';

/**
 * A photo still on the device (its change waits in the outbox), drawn from its Blob; nothing while it
 * is read, or when it is gone.
 */
export function KeptPhoto({
  photo,
  alt,
  width,
  className,
}: {
  photo: string;
  alt: string;
  width: number;
  className?: string;
}) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let made: string | undefined;
    let live = true;
    void photoStore()
      ?.get(photo)
      .then((blob) => {
        if (!live || !blob || typeof URL.createObjectURL !== 'function') return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [photo]);
  return url ? <img src={url} alt={alt} width={width} className={className} /> : null;
}
