import { Alert, Button, Checkbox, Form, Modal, Progress, Select, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo, useState, useSyncExternalStore } from 'react';

import { valueText } from '../../components/format';
import { useCloseOnBack } from '../../components/use-close-on-back';
import { bulkTexts } from '../../locales/bulk';
import { fill, ui } from '../../locales/ui';
import { retryableOf } from '../../providers/outbox';
import { stateAllows } from '../../resources/applicability';
import type { FieldDecl, ResourceDecl, Values } from '../../resources/types';
import { editedValue, isEmptyEdit } from '../common/edit-request';
import { emptyOf, fromFormValues, isBlank } from '../common/form-values';
import type { BulkEdit, RecordOperation } from '../common/operations';
import { recordTitle } from '../common/record-title';
import { FieldItem } from '../form/FieldItem';
import { useAppOutbox } from '../outbox/outbox-context';
import type { BulkRunState } from './use-bulk-run';

/** What an operation asks before it runs on the chosen records. */
export interface Asking {
  operation: RecordOperation;
  applies: Values[];
  skipped: Values[];
}

function Names({ decl, records }: { decl: ResourceDecl; records: readonly Values[] }) {
  return (
    <ul className="bulk-names">
      {records.map((record) => (
        <li key={String(record.id)}>{recordTitle(decl, record)}</li>
      ))}
    </ul>
  );
}

/** The question an operation asks, once for all the records it applies to (a form, or "are you sure"). */
function AskDialog({
  decl,
  asking,
  onRun,
  onCancel,
}: {
  decl: ResourceDecl;
  asking: Asking;
  onRun: (values: Values) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Values>();
  useCloseOnBack(true, onCancel);
  const fields = asking.operation.ask?.kind === 'form' ? asking.operation.ask.fields : [];
  const confirm = asking.operation.ask?.kind === 'confirm' ? asking.operation.ask : undefined;
  return (
    <Modal
      open
      title={fill(bulkTexts.askTitle, { label: asking.operation.label, count: asking.applies.length })}
      okText={
        asking.applies.length === 0
          ? bulkTexts.close
          : fields.length > 0
            ? ui.form.save
            : (confirm?.yes ?? bulkTexts.run)
      }
      okButtonProps={{ danger: asking.operation.danger && fields.length === 0 }}
      cancelText={confirm?.no ?? ui.form.cancel}
      onOk={() => {
        if (asking.applies.length === 0) onCancel();
        else if (fields.length > 0) form.submit();
        else onRun({});
      }}
      onCancel={onCancel}
      width={478}
      destroyOnHidden
    >
      {asking.applies.length === 0 ? (
        <p>{bulkTexts.noneApplies}</p>
      ) : fields.length > 0 ? (
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={(values) => onRun(fromFormValues(fields, values))}
        >
          {fields.map((field) => (
            <FieldItem key={field.key} field={field} />
          ))}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      ) : (
        <>
          <p>
            {fill(bulkTexts.confirmText, { label: asking.operation.label, count: asking.applies.length })}
          </p>
          {confirm?.final && <Alert type="warning" showIcon message={confirm.final} />}
        </>
      )}
      {asking.skipped.length > 0 && (
        <>
          <p>{fill(bulkTexts.skipped, { count: asking.skipped.length })}</p>
          <Names decl={decl} records={asking.skipped} />
        </>
      )}
    </Modal>
  );
}

/** What "Ubah kolom" runs once confirmed: the edit's operation, on the records it applies to. */
export interface EditRun {
  operation: RecordOperation;
  applies: Values[];
  skipped: Values[];
  values: Values;
}

/** A field the declaration does not require may be emptied on many records, as its own choice. */
const clearable = (field: FieldDecl) => !field.required;

/**
 * The new value a bulk edit needs: "Lanjut" with none (spaces only included) says so on the field and
 * goes no further (marked as required, for every field).
 */
function needsValue(field: FieldDecl): Rule {
  return {
    required: true,
    validator: async (_, value: unknown) => {
      if (!isEmptyEdit(field, { [field.key]: value })) return;
      throw new Error(
        fill(clearable(field) ? bulkTexts.editNeedsValue : bulkTexts.editNeedsValueRequired, {
          label: field.label,
        }),
      );
    },
  };
}

/**
 * "Ubah kolom": the field to change and its new value (the form's own input for that field: names
 * for a type, several facilities, the status call's statuses), or, for a field not required, the
 * choice to empty it; then a confirmation naming the count (and, when emptied, that the old values are
 * lost) and the records it does not apply to (skipped, named), then the run.
 */
function EditDialog({
  decl,
  edits,
  records,
  onRun,
  onCancel,
}: {
  decl: ResourceDecl;
  edits: readonly BulkEdit[];
  records: readonly Values[];
  onRun: (run: EditRun) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Values>();
  useCloseOnBack(true, onCancel);
  const [key, setKey] = useState<string | undefined>(edits.length === 1 ? edits[0].field.key : undefined);
  const [asked, setAsked] = useState<EditRun | null>(null);
  const [clearing, setClearing] = useState(false);
  const edit = edits.find((one) => one.field.key === key);
  // its own "required" rule gives way to `needsValue`, which says the same for every field, once
  const input = useMemo(
    () => edit && { field: { ...edit.field, required: false }, rules: [needsValue(edit.field)] },
    [edit],
  );
  const next = (values: Values) => {
    if (!edit) return;
    const clear = clearing && clearable(edit.field);
    // no value and no choice to empty: the field's rule has said so, nothing goes further
    if (!clear && isEmptyEdit(edit.field, values)) return;
    const value = clear ? emptyOf(edit.field) : editedValue(edit.field, values);
    const applies = records.filter((record) => stateAllows(edit.operation.when, record));
    const skipped = records.filter((record) => !applies.includes(record));
    setAsked({ operation: edit.operation, applies, skipped, values: { [edit.field.key]: value } });
  };
  const shown = asked && edit ? asked.values[edit.field.key] : undefined;
  // only the choice to empty gets this far without a value
  const emptying = Boolean(asked) && isBlank(shown);
  return (
    <Modal
      open
      title={fill(bulkTexts.editTitle, { count: records.length })}
      width={478}
      destroyOnHidden
      onCancel={onCancel}
      footer={
        asked
          ? [
              <Button key="back" onClick={() => setAsked(null)}>
                {bulkTexts.editBack}
              </Button>,
              asked.applies.length > 0 ? (
                <Button key="run" type="primary" danger={emptying} onClick={() => onRun(asked)}>
                  {emptying && edit
                    ? fill(bulkTexts.editClearYes, { label: edit.field.label, count: asked.applies.length })
                    : fill(bulkTexts.editConfirmYes, { count: asked.applies.length })}
                </Button>
              ) : null,
            ]
          : [
              <Button key="cancel" onClick={onCancel}>
                {ui.form.cancel}
              </Button>,
              <Button key="next" type="primary" disabled={!edit} onClick={() => form.submit()}>
                {bulkTexts.editNext}
              </Button>,
            ]
      }
    >
      {/* kept while the confirmation shows: "Kembali" finds the value as it was */}
      <div hidden={Boolean(asked)}>
        <Form<Values> form={form} layout="vertical" onFinish={next}>
          <Form.Item label={bulkTexts.editField} htmlFor="bulk-edit-field">
            <Select
              id="bulk-edit-field"
              value={key}
              placeholder={bulkTexts.editFieldPlaceholder}
              options={edits.map((one) => ({ label: one.field.label, value: one.field.key }))}
              onChange={(chosen: string) => {
                setKey(chosen);
                setClearing(false);
                form.resetFields();
              }}
            />
          </Form.Item>
          {edit && input && !(clearing && clearable(edit.field)) && (
            <FieldItem key={edit.field.key} field={input.field} rules={input.rules} />
          )}
          {edit && clearable(edit.field) && (
            <Form.Item>
              <Checkbox checked={clearing} onChange={(event) => setClearing(event.target.checked)}>
                {fill(bulkTexts.editClear, { label: edit.field.label, count: records.length })}
              </Checkbox>
            </Form.Item>
          )}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      </div>
      {asked && edit && (
        <>
          {asked.applies.length === 0 ? (
            <p>{bulkTexts.noneApplies}</p>
          ) : (
            <>
              <p>
                {emptying
                  ? fill(bulkTexts.editClearConfirm, { label: edit.field.label, count: asked.applies.length })
                  : fill(bulkTexts.editConfirm, {
                      label: edit.field.label,
                      value: valueText(edit.field, shown),
                      count: asked.applies.length,
                    })}
              </p>
              {asked.operation.undoable && <p>{bulkTexts.editUndoHint}</p>}
            </>
          )}
          {asked.skipped.length > 0 && (
            <>
              <p>{fill(bulkTexts.skipped, { count: asked.skipped.length })}</p>
              <Names decl={decl} records={asked.skipped} />
            </>
          )}
        </>
      )}
    </Modal>
  );
}

/** The ids of the records the outbox's change `keptId` still holds, as it changes (none: no change kept). */
function useStillKept(keptId: string | undefined): ReadonlySet<string> | undefined {
  const view = useAppOutbox().outbox();
  const ids = useSyncExternalStore(view.subscribe, () =>
    keptId === undefined
      ? undefined
      : JSON.stringify(view.get(keptId)?.records.map((record) => String(record.id)) ?? []),
  );
  return useMemo(() => (ids === undefined ? undefined : new Set<string>(JSON.parse(ids))), [ids]);
}

/**
 * A finished run: how many succeeded, failed (with why, and a retry), were cancelled or skipped, or
 * are stored because the session ended first. Also shown after a sign-in for a run whose session ended.
 */
export function SummaryDialog({
  decl,
  run,
  onRetry,
  onClose,
}: {
  decl: ResourceDecl;
  run: BulkRunState;
  /** None: no retry offered (a summary shown again after a sign-in). */
  onRetry?: () => void;
  onClose: () => void;
}) {
  const result = run.result;
  useCloseOnBack(Boolean(result), onClose);
  const stillKept = useStillKept(run.keptId);
  if (!result) return null;
  const stored = run.stored ?? [];
  const retryable = retryableOf(result);
  // the outbox keeps the failed records and sends them again by itself: those it no longer holds
  // are not offered again (never sent twice)
  const again = stillKept ? retryable.filter((record) => stillKept.has(String(record.id))) : retryable;
  const left = retryable.length - again.length;
  const refused = result.failed.length - retryable.length;
  return (
    <Modal
      open
      title={fill(bulkTexts.summaryTitle, { label: run.operation.label })}
      onCancel={onClose}
      width={478}
      footer={[
        // only what may pass if sent again (no answer, a 5xx): a refusal would be refused again
        ...(again.length > 0 && onRetry
          ? [
              <Button key="retry" type="primary" onClick={onRetry}>
                {refused > 0 || left > 0
                  ? fill(bulkTexts.retrySome, { count: again.length })
                  : bulkTexts.retryFailed}
              </Button>,
            ]
          : []),
        <Button key="close" onClick={onClose}>
          {bulkTexts.close}
        </Button>,
      ]}
    >
      <p className="bulk-summary-counts">
        {fill(bulkTexts.succeeded, { count: result.succeeded.length })}
        {result.failed.length > 0 && ` · ${fill(bulkTexts.failed, { count: result.failed.length })}`}
        {result.cancelled.length > 0 && ` · ${fill(bulkTexts.cancelled, { count: result.cancelled.length })}`}
        {stored.length > 0 && ` · ${fill(bulkTexts.storedCount, { count: stored.length })}`}
      </p>
      {left > 0 && <p role="status">{fill(bulkTexts.failedLeft, { count: left })}</p>}
      {result.failed.length > 0 && (
        <>
          <Typography.Text strong>{bulkTexts.failures}</Typography.Text>
          <ul className="bulk-names">
            {result.failed.map(({ item, message }) => (
              <li key={String(item.id)}>
                {recordTitle(decl, item)}: {message}
              </li>
            ))}
          </ul>
          {refused > 0 && onRetry && <p>{fill(bulkTexts.refusedNoRetry, { count: refused })}</p>}
        </>
      )}
      {stored.length > 0 && (
        <>
          <p>{bulkTexts.storedWhy}</p>
          <Names decl={decl} records={stored} />
        </>
      )}
      {run.skipped.length > 0 && (
        <>
          <p>{fill(bulkTexts.skipped, { count: run.skipped.length })}</p>
          <Names decl={decl} records={run.skipped} />
        </>
      )}
    </Modal>
  );
}

/** The bar of a running bulk operation (the figures are shown beside it without waiting for it). */
export function BulkProgressBar({ percent }: { percent: number }) {
  return (
    <Progress className="bulk-progress" percent={percent} aria-label={bulkTexts.progressLabel} size="small" />
  );
}

interface Props {
  decl: ResourceDecl;
  asking: Asking | null;
  onRun: (values: Values) => void;
  onCancelAsking: () => void;
  /** The fields "Ubah kolom" offers, and the records it is asked for (null: not asked). */
  edits?: readonly BulkEdit[];
  editing?: readonly Values[] | null;
  onEdit?: (run: EditRun) => void;
  onCancelEdit?: () => void;
  run: BulkRunState | null;
  onRetry: () => void;
  onCloseSummary: () => void;
}

/**
 * The dialogs of a bulk operation: a chunk of their own (with the form inputs an operation may ask
 * for), loaded when the selection bar first shows, so a choice opens its dialog at once.
 */
export default function BulkDialogs({
  decl,
  asking,
  onRun,
  onCancelAsking,
  edits = [],
  editing = null,
  onEdit,
  onCancelEdit,
  run,
  onRetry,
  onCloseSummary,
}: Props) {
  return (
    <>
      {asking && <AskDialog decl={decl} asking={asking} onRun={onRun} onCancel={onCancelAsking} />}
      {editing && onEdit && onCancelEdit && (
        <EditDialog decl={decl} edits={edits} records={editing} onRun={onEdit} onCancel={onCancelEdit} />
      )}
      {run?.phase === 'done' && (
        <SummaryDialog decl={decl} run={run} onRetry={onRetry} onClose={onCloseSummary} />
      )}
    </>
  );
}
