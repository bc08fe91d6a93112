import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** `?create=1` on a list's URL opens its create form (the command palette's "Tambah ..."). */
export const CREATE_PARAM = 'create';

/** Calls `open` once when the URL asks for the create form and the list offers one; drops the ask. */
export function useCreateFromUrl(offersCreate: boolean, open: () => void) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(CREATE_PARAM) === '1';
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (!asked) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(CREATE_PARAM);
        return next;
      },
      { replace: true },
    );
    if (offersCreate) openRef.current();
  }, [asked, offersCreate, setParams]);
}
