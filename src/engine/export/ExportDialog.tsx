import { Alert, Button, Modal, Progress, Radio } from 'antd';
import { useId, useState } from 'react';

import { useDialogFocus } from '../../components/dialog-focus';
import { useCloseOnBack } from '../../components/use-close-on-back';
import { fill, ui } from '../../locales/ui';
import { EXPORT_CAP, type ExportState, type Separator } from './export-rows';

import './export-dialog.css';

const separatorChoices: { value: Separator; label: string; hint: string }[] = [
  { value: ';', label: ui.exportCsv.semicolon, hint: ui.exportCsv.semicolonHint },
  { value: ',', label: ui.exportCsv.comma, hint: ui.exportCsv.commaHint },
];

/** Before anything is fetched: the columns that will be exported, and the separator to choose. */
function Choice({
  columns,
  separator,
  onSeparator,
}: {
  columns: readonly string[];
  separator: Separator;
  onSeparator: (separator: Separator) => void;
}) {
  const columnsId = useId();
  const separatorId = useId();
  return (
    <>
      <h3 id={columnsId} className="export-heading">
        {fill(ui.exportCsv.columns, { count: columns.length })}
      </h3>
      <ul aria-labelledby={columnsId} className="export-columns">
        {columns.map((column) => (
          <li key={column}>{column}</li>
        ))}
      </ul>
      <p className="export-scope">{fill(ui.exportCsv.scope, { cap: EXPORT_CAP.toLocaleString('id-ID') })}</p>
      <h3 id={separatorId} className="export-heading">
        {ui.exportCsv.separator}
      </h3>
      <Radio.Group
        aria-labelledby={separatorId}
        value={separator}
        onChange={(event) => onSeparator(event.target.value as Separator)}
        className="export-separators"
      >
        {separatorChoices.map((choice) => (
          <Radio key={choice.value} value={choice.value}>
            <strong>{choice.label}</strong>
            <br />
            <span className="export-hint">{choice.hint}</span>
          </Radio>
        ))}
      </Radio.Group>
    </>
  );
}

/**
 * The export's dialog: first the columns it holds and the separator (`;` for a spreadsheet set to
 * Indonesian, `,` otherwise), then the rows fetched so far with a cancel button, or why it failed. A
 * chunk of its own, loaded ahead when the pointer or the focus is on "Ekspor CSV".
 */
export default function ExportDialog({
  state,
  columns,
  separator: initialSeparator,
  onStart,
  onCancel,
  onClose,
}: {
  state: Exclude<ExportState, { step: 'idle' }>;
  columns: readonly string[];
  separator: Separator;
  onStart: (separator: Separator) => void;
  onCancel: () => void;
  onClose: () => void;
}) {
  // closed, the focus goes back to "Ekspor CSV"
  useDialogFocus();
  useCloseOnBack(true, onClose);
  const [separator, setSeparator] = useState(initialSeparator);
  const percent =
    state.step === 'fetching' && state.total > 0 ? Math.round((state.fetched / state.total) * 100) : 0;
  const footer =
    state.step === 'choose' ? (
      <>
        <Button onClick={onClose}>{ui.exportCsv.back}</Button>
        <Button type="primary" onClick={() => onStart(separator)}>
          {ui.exportCsv.start}
        </Button>
      </>
    ) : state.step === 'fetching' ? (
      <Button onClick={onCancel}>{ui.exportCsv.cancel}</Button>
    ) : (
      <Button onClick={onClose}>{ui.exportCsv.close}</Button>
    );
  return (
    <Modal
      open
      title={ui.exportCsv.title}
      closable={state.step !== 'fetching'}
      maskClosable={false}
      onCancel={onClose}
      footer={footer}
    >
      {state.step === 'choose' ? (
        <Choice columns={columns} separator={separator} onSeparator={setSeparator} />
      ) : state.step === 'fetching' ? (
        <>
          <p>
            {state.total > 0
              ? fill(ui.exportCsv.progress, {
                  fetched: state.fetched.toLocaleString('id-ID'),
                  total: state.total.toLocaleString('id-ID'),
                })
              : // the service sends no count: how many rows so far, until a page comes back short
                fill(ui.exportCsv.progressUncounted, { fetched: state.fetched.toLocaleString('id-ID') })}
          </p>
          {state.total > 0 && <Progress percent={percent} aria-label={ui.exportCsv.title} />}
        </>
      ) : (
        <Alert type="error" showIcon message={state.message} role="alert" />
      )}
    </Modal>
  );
}
