import { DownloadOutlined } from '@ant-design/icons';
import { type CrudFilter, type CrudSort, useDataProvider } from '@refinedev/core';
import { Button } from 'antd';
import { Suspense, useRef, useState } from 'react';

import { isCancelled } from '../../http/errors';
import { fill, ui } from '../../locales/ui';
import type { ResourceDecl } from '../../resources/types';
import { DialogLoading } from '../DialogLoading';
import { lazyDialog } from '../lazy-part';
import { EXPORT_CAP, type ExportState, fetchAllRows, toCsv, TooManyRows } from './export-rows';

// the progress dialog comes with the first export (or ahead, on intent)
const loadDialog = () => import('./ExportDialog');
const ExportDialog = lazyDialog(loadDialog);
const preloadDialog = () => void loadDialog();

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
  const [state, setState] = useState<ExportState>({ step: 'idle' });
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

  return (
    <>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        onClick={() => void start()}
        onMouseEnter={preloadDialog}
        onFocus={preloadDialog}
        disabled={state.step === 'fetching'}
      >
        {ui.exportCsv.button}
      </Button>
      {state.step !== 'idle' && (
        <Suspense fallback={<DialogLoading />}>
          <ExportDialog
            state={state}
            onCancel={() => controller.current?.abort()}
            onClose={() => setState({ step: 'idle' })}
          />
        </Suspense>
      )}
    </>
  );
}
