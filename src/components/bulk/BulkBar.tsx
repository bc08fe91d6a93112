import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Progress, Space, Typography } from 'antd';
import { useState } from 'react';

import { bulkTexts } from '../../locales/bulk';
import { fill, ui } from '../../locales/ui';
import type { ResourceDecl, Values } from '../../resources/types';
import { recordTitle } from '../actions/record-title';
import { RegistryIcon } from '../icons';
import { FieldItem } from '../resource-form/FieldItem';
import { fromFormValues } from '../resource-form/form-values';
import type { RecordOperation } from './operations';
import { useBulkRun } from './use-bulk-run';

import './bulk.css';

interface Asking {
  operation: RecordOperation;
  applies: Values[];
  skipped: Values[];
}

interface Props {
  decl: ResourceDecl;
  operations: readonly RecordOperation[];
  selected: readonly Values[];
  onClear: () => void;
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

/**
 * Above a list with a selection: the count, "Batalkan pilihan" and the bulk operations; the question
 * an operation asks (once, for all), the run's progress with a cancel button, and its summary.
 */
export function BulkBar({ decl, operations, selected, onClear }: Props) {
  const { run, start, retryFailed, cancel, close } = useBulkRun(decl);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [form] = Form.useForm<Values>();

  const choose = (operation: RecordOperation) => {
    const applies = selected.filter((record) => operation.when?.(record) ?? true);
    const skipped = selected.filter((record) => !applies.includes(record));
    // an undoable change with nothing to ask and nothing to skip starts at once: undo replaces "are you sure"
    if (operation.undoable && operation.ask?.kind !== 'form' && skipped.length === 0) {
      onClear();
      start(operation, applies, skipped);
      return;
    }
    form.resetFields();
    setAsking({ operation, applies, skipped });
  };
  const go = (values: Values) => {
    if (!asking) return;
    setAsking(null);
    onClear();
    start(asking.operation, asking.applies, asking.skipped, values);
  };
  const fields = asking?.operation.ask?.kind === 'form' ? asking.operation.ask.fields : [];
  const result = run?.phase === 'done' ? run.result : undefined;

  return (
    <>
      {selected.length > 0 && (
        <div className="bulk-bar" role="region" aria-label={bulkTexts.bar}>
          <Typography.Text strong>{fill(bulkTexts.selected, { count: selected.length })}</Typography.Text>
          <Button size="small" onClick={onClear}>
            {bulkTexts.clearSelection}
          </Button>
          <Space wrap size={8} className="bulk-bar-operations">
            {operations.map((operation) => (
              <Button
                key={operation.key}
                size="small"
                danger={operation.danger}
                icon={
                  operation.action ? <RegistryIcon name={operation.icon} /> : <DeleteOutlined aria-hidden />
                }
                onClick={() => choose(operation)}
              >
                {operation.label}
              </Button>
            ))}
          </Space>
        </div>
      )}
      {run?.phase === 'running' && (
        <div className="bulk-progress" role="status">
          <Typography.Text>{fill(bulkTexts.progress, { done: run.done, total: run.total })}</Typography.Text>
          <Progress
            percent={run.total ? Math.round((run.done / run.total) * 100) : 0}
            aria-label={bulkTexts.progressLabel}
            size="small"
          />
          <Button size="small" onClick={cancel}>
            {bulkTexts.cancelRun}
          </Button>
        </div>
      )}
      {asking && (
        <Modal
          open
          title={fill(bulkTexts.askTitle, { label: asking.operation.label, count: asking.applies.length })}
          okText={
            asking.applies.length === 0 ? bulkTexts.close : fields.length > 0 ? ui.form.save : bulkTexts.run
          }
          okButtonProps={{ danger: asking.operation.danger && fields.length === 0 }}
          cancelText={ui.form.cancel}
          onOk={() => {
            if (asking.applies.length === 0) setAsking(null);
            else if (fields.length > 0) form.submit();
            else go({});
          }}
          onCancel={() => setAsking(null)}
          width={478}
          destroyOnHidden
        >
          {asking.applies.length === 0 ? (
            <p>{bulkTexts.noneApplies}</p>
          ) : fields.length > 0 ? (
            <Form<Values>
              form={form}
              layout="vertical"
              onFinish={(values) => go(fromFormValues(fields, values))}
            >
              {fields.map((field) => (
                <FieldItem key={field.key} field={field} />
              ))}
              <button type="submit" hidden aria-hidden tabIndex={-1} />
            </Form>
          ) : (
            <p>
              {fill(bulkTexts.confirmText, { label: asking.operation.label, count: asking.applies.length })}
            </p>
          )}
          {asking.skipped.length > 0 && (
            <>
              <p>{fill(bulkTexts.skipped, { count: asking.skipped.length })}</p>
              <Names decl={decl} records={asking.skipped} />
            </>
          )}
        </Modal>
      )}
      {run && result && (
        <Modal
          open
          title={fill(bulkTexts.summaryTitle, { label: run.operation.label })}
          onCancel={close}
          width={478}
          footer={[
            ...(result.failed.length > 0
              ? [
                  <Button key="retry" type="primary" onClick={retryFailed}>
                    {bulkTexts.retryFailed}
                  </Button>,
                ]
              : []),
            <Button key="close" onClick={close}>
              {bulkTexts.close}
            </Button>,
          ]}
        >
          <p className="bulk-summary-counts">
            {fill(bulkTexts.succeeded, { count: result.succeeded.length })}
            {result.failed.length > 0 && ` · ${fill(bulkTexts.failed, { count: result.failed.length })}`}
            {result.cancelled.length > 0 &&
              ` · ${fill(bulkTexts.cancelled, { count: result.cancelled.length })}`}
          </p>
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
            </>
          )}
          {run.skipped.length > 0 && (
            <>
              <p>{fill(bulkTexts.skipped, { count: run.skipped.length })}</p>
              <Names decl={decl} records={run.skipped} />
            </>
          )}
        </Modal>
      )}
    </>
  );
}
