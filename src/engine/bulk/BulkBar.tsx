import { DeleteOutlined, FormOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Alert, Button, Checkbox, Space } from 'antd';
import { type ReactNode, Suspense, useEffect, useState } from 'react';

import { RegistryIcon } from '../../components/icons';
import { lazyDialog, lazyPart } from '../../components/lazy-part';
import { bulkTexts } from '../../locales/bulk';
import { fill } from '../../locales/ui';
import { stateAllows } from '../../resources/applicability';
import type { ResourceDecl, Values } from '../../resources/types';
import type { BulkEdit, RecordOperation } from '../common/operations';
import type { Asking, EditRun } from './BulkDialogs';
import { useBulkRun } from './use-bulk-run';
import { WHOLE_SELECTION_MAX as WHOLE_MAX, type WholeSelection } from './use-bulk-selection';

import './bulk.css';

// the dialogs and the progress bar come when rows are first chosen (a list without a selection does
// not load them); the bar itself is plain markup and antd buttons, which the list loads anyway
const loadDialogs = () => import('./BulkDialogs');
const BulkDialogs = lazyDialog(loadDialogs);
const BulkProgressBar = lazyPart(() => loadDialogs().then((module) => ({ default: module.BulkProgressBar })));

/** The selection beyond the page: offered once every row of the page is chosen and more are listed. */
export interface Beyond {
  /** The rows the page shows, and which of them are chosen. */
  pageRows: readonly BaseRecord[];
  isChosen: (row: BaseRecord) => boolean;
  /** The list's count, and whether the service gave one (else it is a floor). */
  total: number | undefined;
  totalKnown: boolean;
  whole: WholeSelection | null;
  onChooseAll: () => void;
  onDropWhole: () => void;
  /**
   * Chooses the page's rows, or drops them when all are chosen: a phone's cards have no header
   * checkbox, so once a card is chosen the bar offers the page (as a phone's mail app does).
   */
  onTogglePage?: () => void;
}

interface Props {
  decl: ResourceDecl;
  operations: readonly RecordOperation[];
  selected: readonly Values[];
  onClear: () => void;
  /** The fields "Ubah kolom" changes on the chosen records. */
  edits?: readonly BulkEdit[];
  beyond?: Beyond;
}

const id = (value: number) => value.toLocaleString('id-ID');

/**
 * Above a selection: "Semua 20 di halaman ini dipilih. Pilih semua 137 hasil", then the reading of
 * the list in pages with its progress and "Batalkan", then "137 hasil dipilih. Batalkan pilihan"; or
 * why the whole list could not be chosen. An antd Alert, as the list's own load error is.
 */
function BeyondBanner({ beyond, chosen, onClear }: { beyond: Beyond; chosen: number; onClear: () => void }) {
  const { pageRows, whole, total, totalKnown } = beyond;
  const banner = (type: 'info' | 'warning', message: string, action: ReactNode) => (
    <Alert className="bulk-beyond" role="status" type={type} showIcon message={message} action={action} />
  );
  const link = (text: string, onClick: () => void) => (
    <Button size="small" type="link" onClick={onClick}>
      {text}
    </Button>
  );
  if (whole?.phase === 'chosen')
    return banner(
      'info',
      fill(bulkTexts.allChosen, { count: id(whole.count) }),
      link(bulkTexts.clearSelection, onClear),
    );
  if (whole?.phase === 'reading')
    return banner(
      'info',
      whole.total === undefined
        ? fill(bulkTexts.readingAllUncounted, { done: id(whole.done) })
        : fill(bulkTexts.readingAll, { done: id(whole.done), total: id(whole.total) }),
      link(bulkTexts.readingCancel, beyond.onDropWhole),
    );
  if (whole?.phase === 'tooMany')
    return banner(
      'warning',
      fill(bulkTexts.tooMany, { max: id(WHOLE_MAX) }),
      link(bulkTexts.close, beyond.onDropWhole),
    );
  if (whole?.phase === 'failed')
    return (
      <Alert
        className="bulk-beyond"
        role="status"
        type="warning"
        showIcon
        message={fill(bulkTexts.readFailed, {
          done: id(whole.done),
          total: whole.total === undefined ? '?' : id(whole.total),
          count: id(chosen),
        })}
        description={whole.message || undefined}
        action={
          <Space wrap size={4}>
            {link(bulkTexts.readRetry, beyond.onChooseAll)}
            {link(bulkTexts.close, beyond.onDropWhole)}
          </Space>
        }
      />
    );
  const pageChosen = pageRows.length > 0 && pageRows.every(beyond.isChosen);
  const more = totalKnown ? typeof total === 'number' && total > chosen : true;
  if (!pageChosen || !more) return null;
  return banner(
    'info',
    fill(bulkTexts.pageChosen, { count: id(pageRows.length) }),
    link(
      totalKnown && typeof total === 'number'
        ? fill(bulkTexts.chooseAll, { total: id(total) })
        : bulkTexts.chooseAllUncounted,
      beyond.onChooseAll,
    ),
  );
}

/**
 * Above a list with a selection: the count, "Batalkan pilihan" and the bulk operations; the question
 * an operation asks (once, for all), the run's progress with a cancel button, and its summary.
 */
/** "Pilih semua di halaman ini" in the bar of a phone's cards. */
function PageToggle({ beyond, onToggle }: { beyond: Beyond; onToggle: () => void }) {
  const chosen = beyond.pageRows.filter(beyond.isChosen).length;
  if (beyond.pageRows.length === 0) return null;
  return (
    <Checkbox
      className="bulk-page-toggle"
      checked={chosen === beyond.pageRows.length}
      indeterminate={chosen > 0 && chosen < beyond.pageRows.length}
      onChange={onToggle}
    >
      {bulkTexts.selectPageCards}
    </Checkbox>
  );
}

export function BulkBar({ decl, operations, selected, onClear, edits = [], beyond }: Props) {
  const { run, start, retryFailed, cancel, close } = useBulkRun(decl);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [editing, setEditing] = useState<Values[] | null>(null);
  const wholeChosen = beyond?.whole?.phase === 'chosen';
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
  const edit = (asked: EditRun) => {
    setEditing(null);
    onClear();
    start(asked.operation, asked.applies, asked.skipped, asked.values);
  };

  return (
    <>
      {choosing && beyond && <BeyondBanner beyond={beyond} chosen={selected.length} onClear={onClear} />}
      {choosing && (
        <div className="bulk-bar" role="region" aria-label={bulkTexts.bar}>
          {beyond?.onTogglePage && <PageToggle beyond={beyond} onToggle={beyond.onTogglePage} />}
          {/* the banner above says how many and offers to drop them */}
          {!wholeChosen && (
            <>
              <strong className="bulk-count">{fill(bulkTexts.selected, { count: selected.length })}</strong>
              <Button size="small" onClick={onClear}>
                {bulkTexts.clearSelection}
              </Button>
            </>
          )}
          <Space wrap size={8} className="bulk-bar-operations">
            {edits.length > 0 && (
              <Button
                size="small"
                icon={<FormOutlined aria-hidden />}
                onClick={() => setEditing([...selected])}
              >
                {bulkTexts.editFields}
              </Button>
            )}
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
      {(asking || editing || run?.phase === 'done') && (
        <Suspense fallback={null}>
          <BulkDialogs
            decl={decl}
            asking={asking}
            onRun={go}
            onCancelAsking={() => setAsking(null)}
            edits={edits}
            editing={editing}
            onEdit={edit}
            onCancelEdit={() => setEditing(null)}
            run={run}
            onRetry={retryFailed}
            onCloseSummary={close}
          />
        </Suspense>
      )}
    </>
  );
}
