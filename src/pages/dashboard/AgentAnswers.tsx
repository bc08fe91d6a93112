import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Progress, Table, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';

import { ChartFigure } from '../../components/charts/ChartFigure';
import { initialChoice, type PeriodChoice, PeriodPicker } from '../../components/charts/PeriodPicker';
import type { ChartSpec } from '../../components/charts/types';
import { useIsPhone } from '../../components/use-is-phone';
import { exportFileName, toCsv } from '../../engine';
import { downloadCsv } from '../../files/download-csv';
import { agentAnswerTexts as texts } from '../../locales/lead-clock';
import { fill } from '../../locales/ui';
import { type AgentFigures, durationWords } from '../leads/lead-clock';
import { answerThresholdMs, useLeadClockRead, useNow } from '../leads/lead-clock-read';
import { readProgress } from '../leads/read-progress';
import {
  exportFields,
  exportRow,
  medianWords,
  periodBounds,
  periodFigures,
  shareWords,
} from './agent-answers';

/**
 * Per agent, for a chosen period: leads received, answered, the median time to the first answer and
 * the share answered within the declared threshold, as a table, a chart and a CSV. Read in the
 * background by the lead's clock (the leads and their messages, page by page); the figures show as
 * the pages come, and say so until the read is over.
 */
export function AgentAnswers() {
  const [choice, setChoice] = useState<PeriodChoice>(() => initialChoice('30d'));
  const now = useNow();
  const { start } = periodBounds(choice.period);
  const read = useLeadClockRead(start, now);
  const threshold = answerThresholdMs();
  const thresholdText = durationWords(threshold);
  const { figures } = useMemo(
    () => periodFigures(read.rows, choice.period, threshold),
    [read.rows, choice.period, threshold],
  );
  const phone = useIsPhone();
  const progress = readProgress(read, texts.reading, texts.readingUncounted);
  const received = figures.reduce((sum, one) => sum + one.received, 0);
  const spec = useMemo<ChartSpec>(() => {
    const timed = figures.filter((one) => one.medianMs !== undefined);
    return {
      kind: 'bar',
      horizontal: true,
      labels: timed.map((one) => one.agent),
      series: [
        { label: texts.medianMinutes, values: timed.map((one) => Math.round((one.medianMs ?? 0) / 60_000)) },
      ],
    };
  }, [figures]);
  const exportCsv = async () => {
    const csv = await toCsv(exportFields(thresholdText), figures.map(exportRow), ';');
    downloadCsv(exportFileName('kecepatan-balasan-agen'), csv);
  };
  const within = fill(texts.within, { threshold: thresholdText });
  const columns: TableColumnType<AgentFigures>[] = [
    { key: 'agent', dataIndex: 'agent', title: texts.agent },
    { key: 'received', dataIndex: 'received', title: texts.received, align: 'right' },
    { key: 'answered', dataIndex: 'answered', title: texts.answered, align: 'right' },
    { key: 'median', title: texts.median, render: (_, row) => medianWords(row.medianMs) },
    { key: 'within', title: within, align: 'right', render: (_, row) => shareWords(row.withinShare) },
    { key: 'unmeasured', dataIndex: 'unmeasured', title: texts.unmeasured, align: 'right' },
  ];
  return (
    <Card
      className="agent-answers"
      title={<h2 className="agent-answers-title">{texts.title}</h2>}
      extra={
        <Button
          icon={<DownloadOutlined aria-hidden />}
          aria-label={texts.exportName}
          disabled={figures.length === 0}
          onClick={() => void exportCsv()}
        >
          {texts.export}
        </Button>
      }
    >
      <PeriodPicker value={choice} onChange={setChoice} />
      <p className="agent-answers-note" aria-live="polite">
        {read.end === undefined ? texts.partial : fill(texts.covers, { read: received })}
      </p>
      {progress && (
        <Progress
          percent={read.total ? Math.min(99, Math.round((read.read / read.total) * 100)) : undefined}
          status="active"
          format={() => progress}
          aria-label={progress}
        />
      )}
      {phone ? (
        <ul className="agent-answers-cards" aria-label={texts.title}>
          {figures.map((row) => (
            <li key={row.agent} className="agent-answers-card">
              <strong>{row.agent}</strong>
              <span>
                {texts.received}: {row.received} · {texts.answered}: {row.answered}
              </span>
              <span>
                {texts.median}: {medianWords(row.medianMs)}
              </span>
              <span>
                {within}: {shareWords(row.withinShare)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <Table<AgentFigures>
          className="agent-answers-table"
          rowKey="agent"
          size="small"
          dataSource={figures}
          columns={columns}
          pagination={false}
          loading={read.rows.length === 0 && read.reading}
          locale={{ emptyText: progress ?? texts.none }}
          scroll={{ x: 720 }}
        />
      )}
      <ChartFigure
        title={texts.chart}
        spec={spec}
        labelHeading={texts.agent}
        height={Math.max(200, spec.labels.length * 28)}
      />
    </Card>
  );
}
