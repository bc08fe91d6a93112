import { Alert, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';

import { ui } from '../../locales/ui';
import type { FilePreviewLoader } from '../../resources/types';

const PREVIEW_ROWS = 5;

type State = { rows: string[][] } | { error: true } | null;

/** The first rows of a chosen spreadsheet, read by the declaration's lazily loaded reader. */
export function FilePreview({ file, load }: { file: File; load: FilePreviewLoader }) {
  const [state, setState] = useState<State>(null);
  useEffect(() => {
    let live = true;
    setState(null);
    load()
      .then((read) => read(file, PREVIEW_ROWS + 1))
      .then((rows) => live && setState({ rows }))
      .catch(() => live && setState({ error: true }));
    return () => {
      live = false;
    };
  }, [file, load]);
  if (!state) return <Spin size="small" />;
  if ('error' in state) return <Alert type="warning" showIcon message={ui.action.previewFailed} />;
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
