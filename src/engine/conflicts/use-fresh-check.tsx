import { useInvalidate } from '@refinedev/core';
import { App } from 'antd';
import { type ReactNode, Suspense, useCallback, useState } from 'react';

import { DialogLoading } from '../../components/DialogLoading';
import { lazyDialog } from '../../components/lazy-part';
import { conflictTexts } from '../../locales/conflicts';
import { fill } from '../../locales/ui';
import type { FreshRead } from '../../providers/read-fresh';
import { useReads } from '../../providers/reads';
import type { ActionDecl, FieldDecl, ResourceDecl, Values } from '../../resources/types';
import {
  changedFields,
  type Choice,
  type ConflictDiff,
  diffConflicts,
  mergeChoices,
} from '../common/conflict-diff';

// the dialogs of a conflict come with their first conflict: a list screen carries none of their code
const ConflictDialog = lazyDialog(() =>
  import('./ConflictDialog').then(({ ConflictDialog }) => ({ default: ConflictDialog })),
);

type Modal = ReturnType<typeof App.useApp>['modal'];

/** Asks a yes/no question in antd's confirm dialog; resolves with the answer (no on Escape). */
function ask(modal: Modal, config: { title: string; content: ReactNode; okText: string }): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      ...config,
      cancelText: conflictTexts.cancel,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

function reasonOf(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** "Tidak dapat memeriksa perubahan terbaru": the person chooses to send anyway or not. */
function askUnchecked(modal: Modal, text: string, okText: string, error: unknown): Promise<boolean> {
  const reason = reasonOf(error);
  return ask(modal, {
    title: conflictTexts.uncheckedTitle,
    okText,
    content: (
      <>
        <p>{text}</p>
        {reason && <p>{fill(conflictTexts.uncheckedReason, { reason })}</p>}
      </>
    ),
  });
}

/**
 * A refused token is the session's end, and a read not sent because the app is offline is the
 * connection's: the change's own call meets either and handles it like any other (offline it fails
 * at once with its plain text, or waits in the outbox), rather than ask to send unchecked.
 */
function sessionEnded(read: FreshRead): boolean {
  if (read.kind !== 'failed') return false;
  const error = read.error as { statusCode?: unknown; offline?: unknown } | null;
  return error?.statusCode === 401 || error?.offline === true;
}

/** What the check before an edit decided. */
export type EditCheck =
  /** Send this body (the form's, with what changed elsewhere merged as chosen); `fresh`: the record read. */
  | { send: Values; fresh?: Values }
  /** Nothing is sent: the record is gone, or the person went back to the form. */
  | { stop: 'gone' | 'back' };

export interface EditCheckInput {
  /** The record as the form opened with it. */
  record: Values;
  /** The fields the form shows. */
  fields: readonly FieldDecl[];
  /** The body the form is about to send. */
  mine: Values;
  /** Keys the form sends on purpose (values the screen fixes). */
  keep?: readonly string[];
  signal?: AbortSignal;
}

/**
 * The check made before an edit of `decl` is sent, and before a named action changes a record: the
 * record is read again (src/providers/read-fresh.ts) and compared with what the screen
 * showed. An edit whose fields were changed elsewhere asks field by field (`dialog`, placed by the
 * caller); an action asks whether to go on when the record's status (or what it starts from)
 * changed. A record removed meanwhile stops the change; a record that cannot be read asks whether
 * to send anyway. docs/contract.md section 10.
 */
export function useFreshCheck(decl: ResourceDecl) {
  const { modal } = App.useApp();
  const reads = useReads();
  const invalidate = useInvalidate();
  const [asking, setAsking] = useState<{
    diff: ConflictDiff;
    fields: readonly FieldDecl[];
    resolve: (choices: Record<string, Choice> | null) => void;
  } | null>(null);

  const read = useCallback(
    async (record: Values, signal?: AbortSignal) => {
      const fresh = await reads.readFresh(decl, record, signal);
      // the list still shows a record removed elsewhere: it goes once read again
      if (fresh.kind === 'gone') void invalidate({ resource: decl.name, invalidates: ['list', 'many'] });
      return fresh;
    },
    [decl, reads, invalidate],
  );

  const checkEdit = useCallback(
    async ({ record, fields, mine, keep, signal }: EditCheckInput): Promise<EditCheck> => {
      const fresh = await read(record, signal);
      if (signal?.aborted) return { stop: 'back' };
      if (fresh.kind === 'gone') return { stop: 'gone' };
      if (fresh.kind === 'failed') {
        if (sessionEnded(fresh)) return { send: mine };
        const anyway = await askUnchecked(
          modal,
          conflictTexts.uncheckedText,
          conflictTexts.saveAnyway,
          fresh.error,
        );
        return anyway ? { send: mine } : { stop: 'back' };
      }
      const diff = diffConflicts({ fields, opened: record, mine, fresh: fresh.record, keep });
      if (diff.conflicts.length === 0) return { send: diff.body, fresh: fresh.record };
      const choices = await new Promise<Record<string, Choice> | null>((resolve) =>
        setAsking({ diff, fields, resolve }),
      );
      setAsking(null);
      return choices ? { send: mergeChoices(diff, choices), fresh: fresh.record } : { stop: 'back' };
    },
    [modal, read],
  );

  /**
   * Before a named action on `record` is sent: true to send. The fields it watches are the record's
   * status fields and those the action starts from (`ui.values`); none, nothing is read.
   */
  const checkAction = useCallback(
    async (action: ActionDecl, record: Values, signal?: AbortSignal): Promise<boolean> => {
      const label = action.ui?.label ?? '';
      const formFields = action.ui?.ask.kind === 'form' ? action.ui.ask.fields : [];
      const starts = Object.keys(action.ui?.values?.(record) ?? {});
      const known = [...(decl.fields ?? []), ...formFields];
      const watched = known.filter(
        (field, index) =>
          (field.type === 'status' || starts.includes(field.key)) &&
          known.findIndex((one) => one.key === field.key) === index,
      );
      if (watched.length === 0) return true;
      const fresh = await read(record, signal);
      // left by the person while it read: nothing is sent, nothing asked
      if (signal?.aborted) return false;
      if (fresh.kind === 'gone') {
        modal.warning({
          title: conflictTexts.goneTitle,
          content: fill(conflictTexts.actionGoneText, { label }),
        });
        return false;
      }
      if (fresh.kind === 'failed') {
        if (sessionEnded(fresh)) return true;
        const text = fill(conflictTexts.actionUncheckedText, { label });
        return askUnchecked(modal, text, conflictTexts.sendAnyway, fresh.error);
      }
      const changed = changedFields(watched, record, fresh.record);
      if (changed.length === 0) return true;
      const { ConflictValue } = await import('./ConflictValue');
      return ask(modal, {
        title: conflictTexts.actionChangedTitle,
        okText: conflictTexts.sendAnyway,
        content: (
          <>
            <p>{fill(conflictTexts.actionChangedText, { label })}</p>
            <dl className="conflict-changes">
              {changed.map((field) => (
                <div key={field.key}>
                  <dt>{field.label}</dt>
                  <dd>
                    {conflictTexts.before}: <ConflictValue field={field} value={record[field.key]} />
                  </dd>
                  <dd>
                    {conflictTexts.now}: <ConflictValue field={field} value={fresh.record[field.key]} />
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ),
      });
    },
    [decl, modal, read],
  );

  const dialog = asking ? (
    <Suspense fallback={<DialogLoading />}>
      <ConflictDialog
        diff={asking.diff}
        fields={asking.fields}
        onSave={(choices) => asking.resolve(choices)}
        onBack={() => asking.resolve(null)}
      />
    </Suspense>
  ) : null;

  return { checkEdit, checkAction, dialog };
}
