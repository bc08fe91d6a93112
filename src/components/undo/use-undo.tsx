import { App, Button } from 'antd';
import { useCallback, useContext } from 'react';

import { bulkTexts } from '../../locales/bulk';
import { fill } from '../../locales/ui';
import type { ResourceDecl, Values } from '../../resources/types';
import { recordTitle } from '../actions/record-title';
import { lookAfter, type RecordOperation } from '../bulk/operations';
import { useOperationCall } from '../bulk/use-operation-call';
import { NoticeContext } from '../notice-context';
import { undoQueue } from './queue';
import { type UndoEntry, undoWindowMs } from './undo-queue';

let noticeCount = 0;

/**
 * Offers a change for undo: it shows at once, a notice offers "Urungkan" for the window, and it is
 * sent when the window ends (or at once when the page goes away).
 */
export function useUndo() {
  const { notification } = App.useApp();
  return useCallback(
    (entry: Omit<UndoEntry, 'onCommit'> & { text: string }) => {
      noticeCount += 1;
      const key = `undo-${noticeCount}`;
      const { text, ...rest } = entry;
      const handle = undoQueue.schedule({ ...rest, onCommit: () => notification.destroy(key) });
      notification.open({
        key,
        message: text,
        placement: 'bottomLeft',
        // an endless window (held by a test) keeps the notice until the change leaves
        duration: Number.isFinite(undoWindowMs()) ? undoWindowMs() / 1000 : 0,
        role: 'status',
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              undoQueue.undo(handle);
              notification.destroy(key);
            }}
          >
            {bulkTexts.undo}
          </Button>
        ),
      });
      return handle;
    },
    [notification],
  );
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/**
 * One record's undoable change (a delete, a status): shown at once, sent after the undo window; a
 * failure puts the record back and shows the server's text in the Error dialog.
 */
export function useUndoableChange(decl: ResourceDecl) {
  const offer = useUndo();
  const notices = useContext(NoticeContext);
  const { call, refresh } = useOperationCall(decl);
  return useCallback(
    (operation: RecordOperation, record: Values, values: Values = {}) =>
      offer({
        resource: decl.name,
        looks: new Map([[String(record.id), lookAfter(operation, record, values)]]),
        text: fill(bulkTexts.pendingOne, { label: operation.label, title: recordTitle(decl, record) }),
        send: async ({ keepalive }) => {
          try {
            await call(operation, record, values, { keepalive });
            await refresh(operation);
          } catch (error) {
            const text = messageOf(error);
            if (text) notices?.showError(text);
          }
        },
      }),
    [call, decl, notices, offer, refresh],
  );
}
