import { useGetIdentity, useWarnAboutChange } from '@refinedev/core';
import { Alert, Button } from 'antd';
import { type MouseEvent, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';

import { firstField } from '../../components/dialog-focus';
import { SessionContext } from '../../components/session-context';
import { ui } from '../../locales/ui';
import { drafts, type DraftScope, draftUserOf, type DraftValues } from '../../session/drafts';
import { useUnsavedForms } from './unsaved-forms';

/** How long typing may pause before what was typed is kept. */
export const DRAFT_DEBOUNCE_MS = 400;

export interface DraftOptions {
  /** The resource (or form) and record the draft is of; the signed-in user is added. */
  resource: string;
  record?: string | number;
  /** False: no draft (e.g. the form is not shown yet). */
  enabled?: boolean;
  /**
   * The record the form opens with (an edit): kept with the draft, so a later save is compared with
   * the record as it was when the typing began.
   */
  base?: DraftValues;
  /** Puts a kept draft's values back in the form; `base` is the record the draft began from. */
  restore: (values: DraftValues, base?: DraftValues) => void;
  /** Puts the form back as it opened ("Buang draf"). */
  reset: () => void;
}

export interface DraftControls {
  /** What was typed, as it is typed: kept after a pause, and the page asks before it goes. */
  change: (values: DraftValues) => void;
  /** The form was saved, or holds again what it opened with: the draft goes. */
  saved: () => void;
  /** The person threw away what was typed: the draft goes and the form is as it opened. */
  discard: () => void;
  /** Unsaved input: typed since the form opened, or a draft restored. */
  dirty: boolean;
  /** "Draf dipulihkan" with "Buang draf", while a restored draft is shown. */
  notice: ReactNode;
}

/**
 * The one draft mechanism of every form a person types into: what is typed is kept on this device
 * (src/drafts) per signed-in user, resource and record, offered back when the form opens again (after
 * a reload, a closed tab, a crash, a sign-in after expiry), and cleared by a save or "Buang draf". While
 * the form holds unsaved input, closing the tab and moving elsewhere in the app ask first.
 */
export function useDraft({
  resource,
  record,
  enabled = true,
  base,
  restore,
  reset,
}: DraftOptions): DraftControls {
  const { data: identity } = useGetIdentity<{ id?: string; email?: string }>();
  const user = draftUserOf(identity);
  const { setWarnWhen } = useWarnAboutChange();
  const [restored, setRestored] = useState(false);
  const [dirty, setDirty] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<DraftValues | null>(null);
  const scope = useRef<DraftScope | null>(null);
  scope.current = enabled && user ? { user, resource, record } : null;
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  // the record the typing began from: the one opened, or a restored draft's (it stays with the draft)
  const began = useRef(base);
  const key = scope.current ? `${user}|${resource}|${String(record ?? '')}` : null;

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (pending.current && scope.current) void drafts.write(scope.current, pending.current, began.current);
    pending.current = null;
  }, []);

  // a kept draft is offered back once, when the form opens
  useEffect(() => {
    if (!key || !scope.current) return;
    let live = true;
    const opened = scope.current;
    void drafts.read(opened).then((draft) => {
      if (!live || !draft) return;
      if (draft.base) began.current = draft.base;
      restoreRef.current(draft.values, draft.base);
      setRestored(true);
      setDirty(true);
    });
    return () => {
      live = false;
    };
  }, [key]);

  // the page asks before it goes (Refine's UnsavedChangesNotifier: beforeunload and in-app navigation)
  useEffect(() => {
    setWarnWhen?.(dirty);
  }, [dirty, setWarnWhen]);
  const unsavedForms = useUnsavedForms();
  useEffect(() => {
    if (!dirty || !key) return undefined;
    unsavedForms.add(key);
    return () => unsavedForms.delete(key);
  }, [dirty, key, unsavedForms]);
  useEffect(() => {
    return () => setWarnWhen?.(false);
  }, [setWarnWhen]);

  // the session ended (the server, the socket, another tab): what was typed is kept in the draft at
  // once and the page no longer holds the way to the login page; the draft comes back after sign-in
  const session = useContext(SessionContext);
  useEffect(() => {
    const stop = session?.subscribe((now) => {
      if (now) return;
      flush();
      setWarnWhen?.(false);
    });
    return () => void stop?.();
  }, [session, flush, setWarnWhen]);

  // what waits for the pause is kept when the page goes or the form closes
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const change = useCallback(
    (values: DraftValues) => {
      setDirty(true);
      pending.current = values;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_DEBOUNCE_MS);
    },
    [flush],
  );
  const forget = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    setRestored(false);
    setDirty(false);
    if (scope.current) void drafts.clear(scope.current);
  }, []);
  const discard = useCallback(() => {
    forget();
    reset();
  }, [forget, reset]);

  // "Buang draf" goes with its notice: the focus moves to the form's first field, not to the page
  const refocus = useRef<Element | null>(null);
  const discardFromNotice = (event: MouseEvent<HTMLElement>) => {
    const notice = event.currentTarget.closest('.ant-alert');
    refocus.current = notice?.closest('[role="dialog"]') ?? notice?.parentElement ?? null;
    discard();
  };
  useEffect(() => {
    const around = refocus.current;
    if (restored || !around) return;
    refocus.current = null;
    if (around.isConnected) firstField(around)?.focus({ preventScroll: true });
  }, [restored]);

  const notice = restored ? (
    <Alert
      type="info"
      showIcon
      role="status"
      message={ui.draft.restored}
      description={ui.draft.restoredText}
      action={
        <Button size="small" onClick={discardFromNotice}>
          {ui.draft.discard}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  ) : null;

  return { change, saved: forget, discard, dirty, notice };
}
