import { Button, Progress } from 'antd';

import { signalTexts } from '../../../locales/moderation';
import { fill } from '../../../locales/ui';
import { CORPUS_MAX, type WideRead } from './use-listing-signals';

import './signals.css';

/** The wider read's progress: a bar and a stop button while it reads, what it compared with after. */
export function WideReadStatus({ wide, flagged }: { wide: WideRead; flagged?: number }) {
  const { state, read, total } = wide;
  if (state === 'off') return null;
  const text =
    state === 'reading'
      ? fill(signalTexts.wideReading, {
          read: read.toLocaleString('id-ID'),
          total: total === undefined ? '...' : total.toLocaleString('id-ID'),
        })
      : state === 'stopped'
        ? fill(signalTexts.wideStopped, { count: read.toLocaleString('id-ID') })
        : state === 'error'
          ? fill(signalTexts.wideError, { count: read.toLocaleString('id-ID') })
          : fill(flagged === undefined ? signalTexts.wideDoneAmong : signalTexts.wideDone, {
              scope: fill(
                total !== undefined && total < CORPUS_MAX ? signalTexts.scopeAll : signalTexts.scopeNewest,
                { count: read.toLocaleString('id-ID') },
              ),
              flagged: flagged?.toLocaleString('id-ID') ?? '',
            });
  return (
    <div className="signals-wide">
      <span role="status">{text}</span>
      {state === 'reading' && (
        <Progress
          className="signals-wide-bar"
          percent={total ? Math.round((read / total) * 100) : 0}
          size="small"
          showInfo={false}
          aria-label={signalTexts.wideProgress}
        />
      )}
      {state === 'reading' ? (
        <Button size="small" onClick={wide.stop}>
          {signalTexts.stop}
        </Button>
      ) : state === 'stopped' || state === 'error' ? (
        <Button size="small" onClick={wide.resume}>
          {state === 'error' ? signalTexts.retry : signalTexts.resume}
        </Button>
      ) : null}
    </div>
  );
}
