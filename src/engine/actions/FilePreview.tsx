import { Alert, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';

import { ui } from '../../locales/ui';
import type { FilePreviewReader } from '../../resources/types';

const PREVIEW_ROWS = 5;

type ReadRows = (file: File, limit: number) => Promise<string[][]>;

// each reader (and what it needs, fflate for a spreadsheet) loads only when a file is chosen
const readers: Readonly<Record<FilePreviewReader, () => Promise<ReadRows>>> = {
  xlsx: () => import('../../files/xlsx-rows').then((module) => module.previewXlsx),
};

type State = { rows: string[][] } | { error: string } | null;

/** Why a preview failed, in the person's words: too large once unzipped, or not a workbook. */
function previewError(error: unknown): string {
  const reason = (error as { reason?: unknown } | null)?.reason;
  if (reason === 'too-large') return ui.action.previewTooLarge;
  if (reason === 'malformed') return ui.action.previewMalformed;
  return ui.action.previewFailed;
}

/** The first rows of a chosen file, read by the reader the declaration names. */
export function FilePreview({ file, reader }: { file: File; reader: FilePreviewReader }) {
  const [state, setState] = useState<State>(null);
  useEffect(() => {
    let live = true;
    setState(null);
    readers[reader]()
      .then((read) => read(file, PREVIEW_ROWS + 1))
      .then((rows) => live && setState({ rows }))
      .catch((error: unknown) => live && setState({ error: previewError(error) }));
    return () => {
      live = false;
    };
  }, [file, reader]);
  if (!state) return <Spin size="small" />;
  if ('error' in state) return <Alert type="warning" showIcon message={state.error} />;
  const [header = [], ...rows] = state.rows;
  const columns = header.map((title, index) => ({ key: index, dataIndex: index, title, ellipsis: true }));
  return (
    <Table
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      caption={ui.action.previewTitle}
      columns={columns}
      dataSource={rows.map((row, index) => ({ ...row, __key: index }))}
      rowKey="__key"
    />
  );
}
