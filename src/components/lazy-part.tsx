import { type ComponentProps, type ComponentType, createElement, lazy, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

import { isChunkLoadError, recoverFromChunkError } from '../boot/chunk-recovery';
import { askNetwork, isOnline, subscribeOnline } from '../http/online';
import { bootUi } from '../locales/ui-boot';

import './dialog-loading.css';

/** Where a part is drawn: a dialog or drawer (over the screen), or in the screen's flow. */
export type PartPlace = 'dialog' | 'inline';

/** Any component React's `lazy` takes (its props are handed on as they are). */
type AnyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

type Loader<T extends AnyComponent> = () => Promise<{ default: T }>;

/** What a part whose code could not come offline shows, in its place; "Tutup" when it can be closed. */
function PartOffline({ place, close }: { place: PartPlace; close?: () => void }) {
  const notice = (
    <div role="status" className={place === 'dialog' ? 'dialog-loading part-offline' : 'part-offline'}>
      <div>
        <strong>{bootUi.crash.offlineTitle}</strong>
        <p>{bootUi.crash.offlineText}</p>
        {close && (
          <button type="button" className="part-offline-close" onClick={close}>
            {bootUi.crash.close}
          </button>
        )}
      </div>
    </div>
  );
  // over the screen, as the dialog would have been: not placed by whatever holds it (a card, a row)
  return place === 'dialog' ? createPortal(notice, document.body) : notice;
}

/** The dialog's own way out, when its props give one (`onClose`, else `onCancel`). */
function closerOf(props: unknown): (() => void) | undefined {
  const { onClose, onCancel } = props as { onClose?: unknown; onCancel?: unknown };
  const close = typeof onClose === 'function' ? onClose : typeof onCancel === 'function' ? onCancel : undefined;
  return close ? () => (close as () => void)() : undefined;
}

/**
 * React's `lazy` for a part of the app loaded on demand (an action's dialog, a drawer, a screen),
 * which never throws the person out when offline: a chunk that cannot come because the network is
 * gone draws, in the part's place, that it cannot load without a connection, and loads the part
 * when the network returns (React's `lazy` keeps a failure for good, so the part is loaded here).
 * A chunk missing while online (a new deployment) still reloads the page (boot/chunk-recovery.ts).
 */
export function lazyPart<T extends AnyComponent>(load: Loader<T>, place: PartPlace = 'inline') {
  type P = ComponentProps<T>;
  let loaded: T | null = null;
  const attempt = () =>
    load().then((module) => {
      loaded = module.default;
      return module.default;
    });

  function Unloaded(props: P) {
    const [part, setPart] = useState<T | null>(() => loaded);
    useEffect(() => {
      if (part) return undefined;
      let trying = false;
      const tryAgain = () => {
        if (trying) return;
        trying = true;
        attempt().then(
          (component) => setPart(() => component),
          () => void askNetwork().finally(() => (trying = false)),
        );
      };
      // the network came back between the failure and this drawing: at once
      if (isOnline()) tryAgain();
      return subscribeOnline((online) => {
        if (online) tryAgain();
      });
    }, [part]);
    if (part) return createElement(part as ComponentType<P>, props);
    return <PartOffline place={place} close={place === 'dialog' ? closerOf(props) : undefined} />;
  }

  return lazy(async () => {
    try {
      return { default: await attempt() };
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      const outcome = await recoverFromChunkError({ answers: askNetwork });
      if (outcome !== 'offline') throw error;
      return { default: Unloaded as unknown as T };
    }
  });
}

/** `lazyPart` for a dialog or drawer: offline, its words show over the screen, with "Tutup". */
export function lazyDialog<T extends AnyComponent>(load: Loader<T>) {
  return lazyPart(load, 'dialog');
}
