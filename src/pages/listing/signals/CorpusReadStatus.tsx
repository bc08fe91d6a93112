import { Button, Progress } from 'antd';

import { signalTexts } from '../../../locales/moderation';
import { fill } from '../../../locales/ui';
import { CORPUS_MAX, type CorpusRead } from './use-listing-signals';

import './signals.css';

/** The corpus read's progress: a bar and a stop button while it reads, what it compared with after. */
export function CorpusReadStatus({ corpus, flagged }: { corpus: CorpusRead; flagged?: number }) {
  const { state, read, total } = corpus;
  if (state === 'off') return null;
  const text =
    state === 'reading'
      ? fill(signalTexts.corpusReading, {
          read: read.toLocaleString('id-ID'),
          total: total === undefined ? '...' : total.toLocaleString('id-ID'),
        })
      : state === 'stopped'
        ? fill(signalTexts.corpusStopped, { count: read.toLocaleString('id-ID') })
        : state === 'error'
          ? fill(signalTexts.corpusError, { count: read.toLocaleString('id-ID') })
          : fill(flagged === undefined ? signalTexts.corpusDoneAmong : signalTexts.corpusDone, {
              scope: fill(
                total !== undefined && total < CORPUS_MAX ? signalTexts.scopeAll : signalTexts.scopeNewest,
                { count: read.toLocaleString('id-ID') },
              ),
              flagged: flagged?.toLocaleString('id-ID') ?? '',
            });
  return (
    <div className="signals-corpus">
      <span role="status">{text}</span>
      {state === 'reading' && (
        <Progress
          className="signals-corpus-bar"
          percent={total ? Math.round((read / total) * 100) : 0}
          size="small"
          showInfo={false}
          aria-label={signalTexts.corpusProgress}
        />
      )}
      {state === 'reading' ? (
        <Button size="small" onClick={corpus.stop}>
          {signalTexts.stop}
        </Button>
      ) : state === 'stopped' || state === 'error' ? (
        <Button size="small" onClick={corpus.resume}>
          {state === 'error' ? signalTexts.retry : signalTexts.resume}
        </Button>
      ) : null}
    </div>
  );
}
