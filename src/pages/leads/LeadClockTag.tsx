import type { BaseRecord } from '@refinedev/core';
import { Tag } from 'antd';

import { leadClockTexts as texts } from '../../locales/lead-clock';
import { clockWords, type LeadClock } from './lead-clock';
import { answerThresholdMs, useLeadClock } from './lead-clock-read';

/** The tag's colour: late in red, waiting in orange, answered in time in green; unmeasured plain. */
function colorOf(clock: LeadClock, threshold: number): string | undefined {
  if (clock.state === 'waiting') return clock.ms > threshold ? 'error' : 'warning';
  if (clock.state === 'answered') return clock.ms <= threshold ? 'success' : undefined;
  return undefined;
}

/** A clock in words, its reason beside it when it cannot be measured (read aloud, and on hover). */
export function ClockTag({ clock }: { clock: LeadClock }) {
  const why = clock.state === 'unmeasured' ? texts.why[clock.why] : undefined;
  return (
    <Tag className="lead-clock" color={colorOf(clock, answerThresholdMs())} title={why}>
      {clockWords(clock)}
      {why && <span className="sr-only"> ({why})</span>}
    </Tag>
  );
}

/** A lead's row or card: how long it has waited for its first answer, or how long that took. */
export function LeadClockTag({ lead, now }: { lead: BaseRecord; now: number }) {
  return <ClockTag clock={useLeadClock(lead, now)} />;
}
