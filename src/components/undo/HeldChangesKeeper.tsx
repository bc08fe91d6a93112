import { useDataProvider, useInvalidate, useInvalidateAuthStore } from '@refinedev/core';
import { App } from 'antd';
import { useContext, useEffect, useSyncExternalStore } from 'react';

import { bulkTexts } from '../../locales/bulk';
import { fill } from '../../locales/ui';
import { findResource } from '../../resources';
import { actionOperation, deleteOperation } from '../bulk/operations';
import { callOperation } from '../bulk/use-operation-call';
import { authorNow, SessionContext } from '../session-context';
import type { HeldChange } from './held-changes';
import { heldChanges, undoQueue } from './queue';
import { isRefused } from './use-undo';

const SIGNING_OUT = 'signing-out';

/**
 * The signed-in frame's side of held changes: a change refused with its author's token ends that
 * author's session (the login page, back here after); once a user is signed in, their held changes
 * are sent with one notice naming them, and those dropped because another user signed in are named.
 * While a sign-out sends what waits, it says how many.
 */
export function HeldChangesKeeper() {
  const session = useContext(SessionContext);
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  const invalidateAuth = useInvalidateAuthStore();
  const { message } = App.useApp();

  // the author's token was refused: their session ends (another user's session here stays)
  useEffect(() => {
    return undoQueue.onRefused((author) => {
      if (authorNow(session)?.id !== author.id) return;
      session?.clear();
      void invalidateAuth();
    });
  }, [session, invalidateAuth]);

  // a user signed in (on load, or in another tab): their held changes leave, others' are dropped
  useEffect(() => {
    if (!session) return undefined;
    const sendHeld = async () => {
      const author = authorNow(session);
      if (!author) return;
      const { send, discarded } = heldChanges().signedIn(author.id);
      if (discarded.length > 0)
        void message.warning(fill(bulkTexts.heldDiscarded, { list: names(discarded) }));
      if (send.length === 0) return;
      const sent: HeldChange[] = [];
      const failed: HeldChange[] = [];
      for (const change of send) {
        const outcome = await sendOne(change, author.token);
        if (outcome === 'refused') {
          heldChanges().hold(author.id, change);
          undoQueue.refused(author);
          return;
        }
        (outcome === 'sent' ? sent : failed).push(change);
        const decl = findResource(change.resource);
        if (decl) void invalidate({ resource: decl.name, invalidates: ['resourceAll'] });
      }
      if (sent.length > 0) void message.success(fill(bulkTexts.heldSent, { list: names(sent) }));
      if (failed.length > 0) void message.error(fill(bulkTexts.heldFailed, { list: names(failed) }));
    };
    const sendOne = async (change: HeldChange, token: string): Promise<'sent' | 'failed' | 'refused'> => {
      const decl = findResource(change.resource);
      const operation =
        decl &&
        (change.operation === 'delete' ? deleteOperation(decl) : actionOperation(decl, change.operation));
      if (!decl || !operation) return 'failed';
      let outcome: 'sent' | 'failed' | 'refused' = 'sent';
      for (const record of change.records) {
        try {
          await callOperation(dataProvider(), decl.name, operation, record, change.values, {
            quiet: true,
            token,
          });
        } catch (error) {
          if (isRefused(error)) return 'refused';
          outcome = 'failed';
        }
      }
      return outcome;
    };
    void sendHeld();
    return session.subscribe((next) => {
      if (next) void sendHeld();
    });
  }, [session, dataProvider, invalidate, message]);

  // a sign-out sending what waits says so, and says when it gave up
  const draining = useSyncExternalStore(undoQueue.subscribe, undoQueue.draining);
  useEffect(() => {
    if (draining === null) return;
    if (draining.late > 0) {
      message.destroy(SIGNING_OUT);
      void message.warning(fill(bulkTexts.signOutLate, { count: draining.late }));
    } else
      void message.loading({
        key: SIGNING_OUT,
        content: fill(bulkTexts.signingOut, { count: draining.count }),
        duration: 0,
      });
  }, [draining, message]);
  return null;
}

function names(changes: readonly HeldChange[]): string {
  return changes.map((change) => change.text).join('; ');
}
