import { DeleteOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { Suspense, useEffect, useState } from 'react';

import { bulkTexts } from '../../locales/bulk';
import { fill } from '../../locales/ui';
import { stateAllows } from '../../resources/applicability';
import type { ResourceDecl, Values } from '../../resources/types';
import { RegistryIcon } from '../icons';
import { lazyDialog, lazyPart } from '../lazy-part';
import type { Asking } from './BulkDialogs';
import type { RecordOperation } from './operations';
import { useBulkRun } from './use-bulk-run';

import './bulk.css';

// the dialogs and the progress bar come when rows are first chosen (a list without a selection does
// not load them); the bar itself is plain markup and antd buttons, which the list loads anyway
const loadDialogs = () => import('./BulkDialogs');
const BulkDialogs = lazyDialog(loadDialogs);
const BulkProgressBar = lazyPart(() => loadDialogs().then((module) => ({ default: module.BulkProgressBar })));

interface Props {
  decl: ResourceDecl;
  operations: readonly RecordOperation[];
  selected: readonly Values[];
  onClear: () => void;
}

/**
 * Above a list with a selection: the count, "Batalkan pilihan" and the bulk operations; the question
 * an operation asks (once, for all), the run's progress with a cancel button, and its summary.
 */
export function BulkBar({ decl, operations, selected, onClear }: Props) {
  const { run, start, retryFailed, cancel, close } = useBulkRun(decl);
  const [asking, setAsking] = useState<Asking | null>(null);
  const choosing = selected.length > 0;
  useEffect(() => {
    if (choosing) void loadDialogs();
  }, [choosing]);

  const choose = (operation: RecordOperation) => {
    const applies = selected.filter((record) => stateAllows(operation.when, record));
    const skipped = selected.filter((record) => !applies.includes(record));
    // an undoable change with nothing to ask and nothing to skip starts at once: undo replaces "are you sure"
    const final = operation.ask?.kind === 'confirm' && operation.ask.final;
    if (operation.undoable && operation.ask?.kind !== 'form' && !final && skipped.length === 0) {
      onClear();
      start(operation, applies, skipped);
      return;
    }
    setAsking({ operation, applies, skipped });
  };
  const go = (values: Values) => {
    if (!asking) return;
    setAsking(null);
    onClear();
    start(asking.operation, asking.applies, asking.skipped, values);
  };

  return (
    <>
      {choosing && (
        <div className="bulk-bar" role="region" aria-label={bulkTexts.bar}>
          <strong className="bulk-count">{fill(bulkTexts.selected, { count: selected.length })}</strong>
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
          <span>{fill(bulkTexts.progress, { done: run.done, total: run.total })}</span>
          <Suspense fallback={<span className="bulk-progress-pending" />}>
            <BulkProgressBar percent={run.total ? Math.round((run.done / run.total) * 100) : 0} />
          </Suspense>
          <Button size="small" onClick={cancel}>
            {bulkTexts.cancelRun}
          </Button>
        </div>
      )}
      {(asking || run?.phase === 'done') && (
        <Suspense fallback={null}>
          <BulkDialogs
            decl={decl}
            asking={asking}
            onRun={go}
            onCancelAsking={() => setAsking(null)}
            run={run}
            onRetry={retryFailed}
            onCloseSummary={close}
          />
        </Suspense>
      )}
    </>
  );
}
