import { DownloadOutlined } from '@ant-design/icons';
import { type CrudFilter, type CrudSort, useDataProvider } from '@refinedev/core';
import { Alert, Button, Modal, Progress } from 'antd';
import { useRef, useState } from 'react';

import { isCancelled } from '../../http/errors';
import { fill, ui } from '../../locales/ui';
import type { ResourceDecl } from '../../resources/types';
import { EXPORT_CAP, fetchAllRows, toCsv, TooManyRows } from './export-rows';

type State =
  | { step: 'idle' }
  | { step: 'fetching'; fetched: number; total: number }
  | { step: 'failed'; message: string };

function download(name: string, csv: string) {
  // a BOM so spreadsheet programs read the Indonesian text as UTF-8
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Exports the rows of the list's current filters and sort to CSV: every page fetched, with progress
 * and a cancel button; Indonesian headers; figures as numbers, dates as shown, no cell a spreadsheet
 * would run as a formula; at most `EXPORT_CAP` rows.
 */
export function ExportButton({
  decl,
  filters,
  sorters,
}: {
  decl: ResourceDecl;
  filters: CrudFilter[];
  sorters: CrudSort[];
}) {
  const dataProvider = useDataProvider();
  const [state, setState] = useState<State>({ step: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const fields = (decl.fields ?? []).filter((field) => field.inList !== false);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ step: 'fetching', fetched: 0, total: 0 });
    try {
      const rows = await fetchAllRows({
        getList: dataProvider().getList,
        resource: decl.name,
        filters,
        sorters,
        signal: abort.signal,
        onProgress: (fetched, total) => setState({ step: 'fetching', fetched, total }),
      });
      download(`${decl.name}-${new Date().toISOString().slice(0, 10)}.csv`, await toCsv(fields, rows));
      setState({ step: 'idle' });
    } catch (error) {
      if (abort.signal.aborted || isCancelled(error)) return setState({ step: 'idle' });
      const message =
        error instanceof TooManyRows
          ? fill(ui.exportCsv.tooMany, {
              total: error.total.toLocaleString('id-ID'),
              cap: EXPORT_CAP.toLocaleString('id-ID'),
            })
          : (error as Error).message || ui.exportCsv.failed;
      setState({ step: 'failed', message });
    } finally {
      controller.current = null;
    }
  };

  const percent =
    state.step === 'fetching' && state.total > 0 ? Math.round((state.fetched / state.total) * 100) : 0;
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => void start()} disabled={state.step === 'fetching'}>
        {ui.exportCsv.button}
      </Button>
      {state.step !== 'idle' && (
        <Modal
          open
          title={ui.exportCsv.title}
          closable={state.step === 'failed'}
          maskClosable={false}
          onCancel={() => setState({ step: 'idle' })}
          footer={
            state.step === 'fetching' ? (
              <Button onClick={() => controller.current?.abort()}>{ui.exportCsv.cancel}</Button>
            ) : (
              <Button onClick={() => setState({ step: 'idle' })}>{ui.exportCsv.close}</Button>
            )
          }
        >
          {state.step === 'fetching' ? (
            <>
              <p>
                {fill(ui.exportCsv.progress, {
                  fetched: state.fetched.toLocaleString('id-ID'),
                  total: state.total.toLocaleString('id-ID'),
                })}
              </p>
              <Progress percent={percent} aria-label={ui.exportCsv.title} />
            </>
          ) : (
            <Alert type="error" showIcon message={state.message} role="alert" />
          )}
        </Modal>
      )}
    </>
  );
}
