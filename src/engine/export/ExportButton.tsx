import { DownloadOutlined } from '@ant-design/icons';
import { type CrudFilter, type CrudSort, useGetIdentity } from '@refinedev/core';
import { Button } from 'antd';
import { Suspense, useRef, useState } from 'react';

import { DialogLoading } from '../../components/DialogLoading';
import { lazyDialog } from '../../components/lazy-part';
import { downloadCsv } from '../../files/download-csv';
import { isCancelled } from '../../http/errors';
import { fill, ui } from '../../locales/ui';
import { IncompleteRead, ReadCancelled, TooManyRows } from '../../providers/read-pages';
import { useReads } from '../../providers/reads';
import type { ResourceDecl } from '../../resources/types';
import { PREFERENCE_PREFIX } from '../../session/session';
import {
  EXPORT_CAP,
  exportFileName,
  exportHeader,
  type ExportState,
  readRowsToExport,
  type Separator,
  SEPARATORS,
  toCsv,
} from './export-rows';

// the progress dialog comes with the first export (or ahead, on intent)
const loadDialog = () => import('./ExportDialog');
const ExportDialog = lazyDialog(loadDialog);
const preloadDialog = () => void loadDialog();

/** Each user's last separator, kept like the other display preferences (after sign-out too). */
const separatorKey = (user: string) => `${PREFERENCE_PREFIX}export-separator:${user}`;

function readSeparator(user: string | undefined): Separator {
  try {
    const stored = user ? localStorage.getItem(separatorKey(user)) : null;
    return SEPARATORS.find((one) => one === stored) ?? ';';
  } catch {
    return ';';
  }
}

function keepSeparator(user: string | undefined, separator: Separator) {
  try {
    if (user) localStorage.setItem(separatorKey(user), separator);
  } catch {
    // storage full or refused: the choice holds for this export only
  }
}

/**
 * Exports the rows of the list's current filters and sort to CSV: first the columns it holds and the
 * separator are shown (`;` by default, what a spreadsheet set to Indonesian reads as columns; the last
 * choice is kept per user), then every page fetched, with progress and a cancel button; Indonesian
 * headers; figures as numbers, dates as a spreadsheet sorts them (`2026-11-26`), no cell a spreadsheet
 * would run as a formula; at most `EXPORT_CAP` rows; the file named for the day on the person's device.
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
  const reads = useReads();
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const fields = (decl.fields ?? []).filter((field) => field.inList !== false);
  const { data: identity } = useGetIdentity<{ id?: string | number }>();
  const user = identity?.id === undefined || identity.id === '' ? undefined : String(identity.id);

  const start = async (separator: Separator) => {
    keepSeparator(user, separator);
    const abort = new AbortController();
    controller.current = abort;
    setState({ step: 'fetching', fetched: 0, total: 0 });
    try {
      const rows = await readRowsToExport(
        reads,
        decl.name,
        { filters, sorters },
        {
          signal: abort.signal,
          onProgress: (fetched, total) => setState({ step: 'fetching', fetched, total }),
        },
      );
      downloadCsv(exportFileName(decl.name), await toCsv(fields, rows, separator));
      setState({ step: 'idle' });
    } catch (error) {
      if (abort.signal.aborted || error instanceof ReadCancelled || isCancelled(error))
        return setState({ step: 'idle' });
      const message =
        error instanceof TooManyRows
          ? fill(ui.exportCsv.tooMany, {
              total: error.total.toLocaleString('id-ID'),
              cap: EXPORT_CAP.toLocaleString('id-ID'),
            })
          : error instanceof IncompleteRead
            ? fill(ui.exportCsv.incomplete, {
                done: error.done.toLocaleString('id-ID'),
                total: error.total.toLocaleString('id-ID'),
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
        onClick={() => setState({ step: 'choose' })}
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
            columns={fields.map(exportHeader)}
            separator={readSeparator(user)}
            onStart={(separator) => void start(separator)}
            onCancel={() => controller.current?.abort()}
            onClose={() => setState({ step: 'idle' })}
          />
        </Suspense>
      )}
    </>
  );
}
