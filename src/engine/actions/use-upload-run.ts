import { useCallback, useRef, useState } from 'react';

import { isCancelled } from '../../http/errors';

/**
 * An upload that shows its progress and can be cancelled: `start` runs `send` with an abort signal and
 * a progress callback; `cancel` aborts it. A cancelled upload is not an error.
 */
export function useUploadRun() {
  const [percent, setPercent] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async <T>(send: (signal: AbortSignal, onUploadProgress: (percent: number) => void) => Promise<T>) => {
      const abort = new AbortController();
      controller.current = abort;
      setCancelled(false);
      setPercent(0);
      try {
        return await send(abort.signal, (value) => setPercent(Math.min(100, Math.round(value))));
      } catch (error) {
        if (isCancelled(error)) {
          setCancelled(true);
          return undefined;
        }
        throw error;
      } finally {
        controller.current = null;
        setPercent(null);
      }
    },
    [],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { start, cancel, percent, cancelled, uploading: percent !== null };
}
