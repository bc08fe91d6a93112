import dayjs from 'dayjs';

import type { Period } from '../../components/charts/period';
import { agentAnswerTexts as texts } from '../../locales/lead-clock';
import { fill } from '../../locales/ui';
import { field } from '../../resources/builders';
import type { FieldDecl } from '../../resources/types';
import { type AgentFigures, agentFigures, durationWords } from '../leads/lead-clock';
import type { ClockedRow } from '../leads/lead-clock-read';

/** A period's bounds in ms: from the start of its first day to the end of its last (local time). */
export function periodBounds(period: Period): { start: number; end: number } {
  return {
    start: dayjs(period.start).startOf('day').valueOf(),
    end: dayjs(period.end).endOf('day').valueOf(),
  };
}

/**
 * The figures of the leads received in the period, per agent. A lead whose time cannot be read cannot
 * be placed in a period: it is left out (and counted, for the note under the table).
 */
export function periodFigures(
  rows: readonly ClockedRow[],
  period: Period,
  thresholdMs: number,
): { figures: AgentFigures[]; undated: number } {
  const { start, end } = periodBounds(period);
  const inPeriod: ClockedRow[] = [];
  let undated = 0;
  for (const row of rows) {
    const received =
      row.clock.state === 'waiting' || row.clock.state === 'answered' ? row.clock.received : undefined;
    const time = received ?? dateOf(row.lead.created_at);
    if (time === undefined) undated += 1;
    else if (time >= start && time <= end) inPeriod.push(row);
  }
  return { figures: agentFigures(inPeriod, thresholdMs), undated };
}

function dateOf(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const date = dayjs(value);
  return date.isValid() ? date.valueOf() : undefined;
}

/** The share in time as people read it: `67%`; the median as words; '–' where there is none. */
export const shareWords = (share: number | undefined) =>
  share === undefined ? texts.noValue : `${Math.round(share * 100)}%`;
export const medianWords = (ms: number | undefined) => (ms === undefined ? texts.noValue : durationWords(ms));

/** The columns of the CSV, as the table's (figures as numbers a spreadsheet sums). */
export function exportFields(threshold: string): FieldDecl[] {
  return [
    field('agent', { label: texts.agent }),
    field('received', { label: texts.received, type: 'number' }),
    field('answered', { label: texts.answered, type: 'number' }),
    field('median_minutes', { label: texts.medianMinutes, type: 'number' }),
    field('within_percent', { label: fill(texts.withinPercent, { threshold }), type: 'number' }),
    field('unmeasured', { label: texts.unmeasured, type: 'number' }),
  ];
}

/** A row of the CSV: minutes and percent rounded to one decimal, empty where there is none. */
export function exportRow(figures: AgentFigures): Record<string, unknown> {
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    agent: figures.agent,
    received: figures.received,
    answered: figures.answered,
    median_minutes: figures.medianMs === undefined ? '' : round(figures.medianMs / 60_000),
    within_percent: figures.withinShare === undefined ? '' : round(figures.withinShare * 100),
    unmeasured: figures.unmeasured,
  };
}
