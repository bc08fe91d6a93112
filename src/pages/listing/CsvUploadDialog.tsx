import { DownloadOutlined } from '@ant-design/icons';
import { type BaseRecord, useList } from '@refinedev/core';
import { Alert, Spin, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';

import { fileProblem } from '../../components/actions/file-check';
import { FilePicker } from '../../components/actions/FilePicker';
import { UploadModal } from '../../components/actions/UploadModal';
import { useResourceAction } from '../../components/actions/use-resource-action';
import { useUploadRun } from '../../components/actions/use-upload-run';
import { csvTexts } from '../../locales/listing';
import { fill } from '../../locales/ui';
import type { ActionDialogProps } from '../../resources/types';
import type { CsvMessage } from './csv-parse';
import { type CsvColumn, csvColumnsOf, type CsvSummary, csvTemplate } from './csv-rules';
import { parseCsvOffThread } from './parse-off-thread';

import './csv-upload.css';

type Parse =
  { state: 'parsing' | 'preview' | 'done'; summary?: CsvSummary } | { state: 'error'; message: string };

/** A file goes only once read to the end with no problem: nothing is sent while one row fails. */
function readyToSend(parse: Parse | null): boolean {
  return parse?.state === 'done' && parse.summary?.problemCount === 0 && parse.summary.count > 0;
}

/** A problem is known: the file cannot go as it is (shown as soon as the first rows tell). */
function refused(parse: Parse): boolean {
  return parse.state === 'error' || (parse.summary?.problemCount ?? 0) > 0;
}

function TemplateLink({ columns }: { columns: readonly CsvColumn[] }) {
  // a data: URL needs no clean-up and works where object URLs do not
  const href = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(csvTemplate(columns))}`,
    [columns],
  );
  const required = columns.filter((one) => one.required).map((one) => one.key);
  return (
    <p className="csv-template">
      <a href={href} download="template-listing.csv">
        <DownloadOutlined aria-hidden /> {csvTexts.template}
      </a>
      <br />
      <span className="csv-template-hint">
        {fill(csvTexts.templateHint, { columns: required.join(', ') })}
      </span>
    </p>
  );
}

function Preview({ parse }: { parse: Parse }) {
  if (parse.state === 'error') return <Alert type="error" showIcon role="alert" message={parse.message} />;
  const blocked = refused(parse);
  const summary = parse.summary;
  if (!summary) return <Spin tip={csvTexts.parsing}>{csvTexts.parsing}</Spin>;
  const columns = summary.fields
    .slice(0, 6)
    .map((key) => ({ key, dataIndex: key, title: key, ellipsis: true }));
  const rest = summary.problemCount - summary.problems.length;
  return (
    <section aria-label={csvTexts.firstRows} className="csv-preview">
      <p className="csv-count" aria-live="polite">
        {fill(csvTexts.rows, { count: summary.count.toLocaleString('id-ID') })}
        {parse.state !== 'done' && ` · ${csvTexts.parsing}`}
      </p>
      <Table
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={summary.firstRows.map((row, index) => ({ ...row, __key: index }))}
        rowKey="__key"
        caption={csvTexts.firstRows}
      />
      {(parse.state === 'done' || blocked) &&
        (summary.problemCount === 0 ? (
          <Alert type="success" showIcon message={csvTexts.noProblems} />
        ) : (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={fill(csvTexts.blocked, { count: summary.problemCount.toLocaleString('id-ID') })}
            description={
              <ul className="csv-problems">
                {summary.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
                {rest > 0 && <li>{fill(csvTexts.more, { count: rest.toLocaleString('id-ID') })}</li>}
              </ul>
            }
          />
        ))}
    </section>
  );
}

/**
 * "Unggah CSV": a template to download, one .csv checked before sending, read off the main thread to
 * show its count, first rows and problems (the form's own rules: a row without its place is refused),
 * sent only once read to the end with none, with a progress bar and a cancel button. A failure
 * shows the server's text in the Error dialog and keeps the dialog and the chosen file.
 */
export default function CsvUploadDialog({ decl, name, action, onClose }: ActionDialogProps) {
  const ask = action.ui?.ask;
  const rules = ask?.kind === 'file' ? ask : { field: 'file', accept: ['.csv'], maxBytes: 0 };
  // the rows meet the form's own rules: its fields as the registry declares them
  const columns = useMemo(() => csvColumnsOf(decl.fields ?? []), [decl.fields]);
  const { run } = useResourceAction(decl.name, name);
  const upload = useUploadRun();
  const [file, setFile] = useState<File | null>(null);
  const [parse, setParse] = useState<Parse | null>(null);
  const problem = file ? fileProblem(file, rules) : null;
  const { result: types, query: typesQuery } = useList<BaseRecord>({
    resource: 'house-type',
    pagination: { mode: 'off' },
  });
  // the rows are checked against the known types once they are known (or failed to load)
  const typesSettled = !typesQuery.isLoading;
  // keyed by the names themselves: the list's result object is new on every render
  const typesKey = (types?.data ?? []).map((one) => String(one.name ?? '')).join('\n');
  const knownTypes = useMemo(() => (typesKey ? typesKey.split('\n') : []), [typesKey]);

  useEffect(() => {
    if (!file || fileProblem(file, rules)) {
      setParse(null);
      return undefined;
    }
    setParse({ state: 'parsing' });
    if (!typesSettled) return undefined;
    return parseCsvOffThread(file, { columns, knownTypes }, (message: CsvMessage) =>
      setParse(
        message.kind === 'error'
          ? { state: 'error', message: message.message }
          : { state: message.kind, summary: message.summary },
      ),
    );
    // the rules come from the declaration and do not change while the dialog is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, columns, knownTypes, typesSettled]);

  const send = async () => {
    if (!file || problem || !readyToSend(parse) || upload.uploading) return;
    try {
      const done = await upload.start((signal, onUploadProgress) =>
        run({ values: { [rules.field]: file }, signal, onUploadProgress }).then(() => true),
      );
      if (done) onClose();
    } catch {
      // the Error dialog shows the server's text; the file and its preview stay for another try
    }
  };

  return (
    <UploadModal
      title={action.ui?.label}
      width={720}
      upload={upload}
      sendDisabled={!file || Boolean(problem) || !readyToSend(parse)}
      onSend={() => void send()}
      onClose={onClose}
    >
      <TemplateLink columns={columns} />
      <FilePicker
        file={file}
        onChange={setFile}
        accept={rules.accept}
        maxBytes={rules.maxBytes}
        disabled={upload.uploading}
      />
      {parse && <Preview parse={parse} />}
    </UploadModal>
  );
}
