import {
  type BaseRecord,
  useCustom,
  useCustomMutation,
  useInvalidate,
  useNotification,
} from '@refinedev/core';
import { onlineManager } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

import { outboxTexts } from '../../locales/outbox';
import { isKeptInOutbox } from '../../providers/outbox/kept-error';
import type { OutboxWrite } from '../../providers/outbox/outbox-writes';
import { findResource } from '../../resources';
import { findAction } from '../../resources/find-action';
import { type ActionName, type Checked, type ResourceName } from '../../resources/names';
import type { ActionDecl, ActionDialogProps, Values } from '../../resources/types';
import { failureNotice } from '../common/failure-notice';
import { actionOperation } from '../common/operations';
import { recordTitle } from '../common/record-title';
import { useFreshCheck } from '../conflicts/use-fresh-check';
import { useUndoableChange } from '../outbox/use-undo';

/** What one run of an action sends. */
export interface ActionRun {
  /** The record it acts on: its `id` fills `{id}`, its fields fill other placeholders. */
  record?: Values;
  /** The body (before the operation's `toBody`). */
  values?: Values;
  signal?: AbortSignal;
  onUploadProgress?: (percent: number) => void;
  /** How it waits in the outbox when it cannot leave now (providers/outbox/outbox-writes.ts). */
  outbox?: OutboxWrite;
}

function actionOf(resource: string, name: string): ActionDecl {
  const action = findAction(findResource(resource), name);
  if (!action) throw new Error(`unknown action "${name}" of "${resource}"`);
  return action;
}

/**
 * A registry action as Refine's `useCustomMutation`: sends exactly the declared call (the data
 * provider judges its success rule and announces its message; a failure reaches the auth provider
 * and the Error dialog), then refreshes the resource and those it `invalidates`. A second run while
 * one is in flight is refused, so a double click never sends twice.
 */
export function useResourceAction<R extends ResourceName, A extends string>(
  resource: R,
  name: Checked<A, ActionName<R>>,
) {
  const action = actionOf(resource, name);
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord>();
  const invalidate = useInvalidate();
  const running = useRef(false);

  const run = useCallback(
    async ({ record, values, signal, onUploadProgress, outbox }: ActionRun = {}) => {
      if (running.current) return undefined;
      running.current = true;
      try {
        const id = record?.id as string | number | undefined;
        const { data } = await mutateAsync({
          url: '',
          method: action.method === 'get' ? 'post' : action.method,
          values: values ?? {},
          // (every key the data provider reads is said here, `id` too: the address's never stands in)
          meta: { resource, action: name, id, params: record, signal, onUploadProgress, outbox },
          // (the data provider announces the operation's own message)
          successNotification: false,
          errorNotification: failureNotice,
        });
        for (const target of [resource, ...(action.ui?.invalidates ?? [])])
          void invalidate({ resource: target, invalidates: ['resourceAll'] });
        return data;
      } finally {
        running.current = false;
      }
    },
    [action, invalidate, mutateAsync, name, resource],
  );
  return { run, isRunning: mutation.isPending, action };
}

/**
 * The submit of an action's dialog: runs the action on the record and closes the dialog; on failure
 * the Error dialog shows the server's text and the dialog stays open with what was typed.
 */
/** Runs a dialog's action; `onSent` (e.g. a draft cleared) once it is taken, before the dialog closes. */
export function useActionSubmit(
  { decl, name, record, onClose, onDone }: ActionDialogProps,
  onSent?: () => void,
) {
  const { run, isRunning, action } = useResourceAction(decl.name, name);
  const change = useUndoableChange(decl);
  const { checkAction } = useFreshCheck(decl);
  const { open } = useNotification();
  /**
   * How the action waits in the outbox when it cannot leave now (offline, no answer): read again
   * before it leaves; none without a record (the data provider never keeps a decision on money).
   */
  const operation = actionOperation(decl, name);
  const waitsAs: OutboxWrite | undefined =
    record && operation
      ? { text: `${operation.label}: ${recordTitle(decl, record)}`, base: record }
      : undefined;
  // the record read again first (a second click meanwhile sends nothing more)
  const reading = useRef(false);
  const [checking, setChecking] = useState(false);
  // the read and the call in flight: "Batalkan" aborts them (the contract sets no timeout)
  const flight = useRef<AbortController | null>(null);
  // the call itself has left (past the read): once aborted, the server may have made the change
  const sending = useRef(false);
  const submit = async (values: Values | undefined) => {
    if (reading.current) return;
    // a decision on money never waits offline to leave later unseen: not sent, and said so here
    if (action.money && !onlineManager.isOnline()) {
      open?.({ type: 'error', message: outboxTexts.moneyOffline });
      return;
    }
    const controller = new AbortController();
    flight.current = controller;
    // changed or removed elsewhere, the person is asked or told before anything is sent (offline, the
    // outbox reads it again before it leaves)
    if (record && changesRecord(action) && onlineManager.isOnline()) {
      reading.current = true;
      setChecking(true);
      const go = await checkAction(action, record, controller.signal).finally(() => {
        reading.current = false;
        setChecking(false);
      });
      if (!go || controller.signal.aborted) return;
    }
    if (action.undoable && operation && record) {
      // shown at once, sent when the undo window ends
      change(operation, record, values ?? {});
      onSent?.();
      onClose();
      return;
    }
    sending.current = true;
    try {
      const reply: unknown = await run({ record, values, signal: controller.signal, outbox: waitsAs });
      onSent?.();
      onClose();
      onDone?.(reply && typeof reply === 'object' && !Array.isArray(reply) ? (reply as Values) : undefined);
    } catch (error) {
      // kept in the outbox (offline, no answer): the dialog closes and says so; anything else is shown
      // by the Error dialog and the dialog keeps its input for another try
      if (isKeptInOutbox(error)) {
        onSent?.();
        onClose();
        open?.({ type: 'success', message: outboxTexts.formKept });
      }
    } finally {
      sending.current = false;
    }
  };
  /** Leaves the read and the call in flight (aborted): what became of the change, for the person. */
  const cancel = (): RunLeft => {
    flight.current?.abort();
    return sending.current ? 'uncertain' : 'unsent';
  };
  return { submit, isRunning: isRunning || checking, cancel };
}

/**
 * A run left while it waited: `unsent` when nothing had left yet (the record was still read again),
 * `uncertain` once its call had (the server may have made the change before the abort reached it).
 */
export type RunLeft = 'unsent' | 'uncertain';

/**
 * An action that changes the record it runs on (a PUT), or decides on money (the payment webhook is a
 * POST): its record is read again first, so a decision already made (the order paid meanwhile, by an
 * earlier try that got no answer or was cancelled) is never sent twice unseen.
 */
export function changesRecord(action: ActionDecl): boolean {
  return action.method === 'put' || action.money === true;
}

/** A registry GET action as a query (e.g. the dashboard's statistic). */
export function useResourceQuery<TData extends BaseRecord = BaseRecord>(
  resource: ResourceName,
  name: ActionName,
  {
    id,
    params,
    query,
    enabled = true,
  }: { id?: string | number; params?: Values; query?: Values; enabled?: boolean } = {},
) {
  return useCustom<TData>({
    url: '',
    method: 'get',
    config: { query },
    meta: { resource, action: name, id, params },
    queryOptions: { enabled },
  });
}
