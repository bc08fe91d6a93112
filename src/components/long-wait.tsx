import { LoadingOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';

import { connectionTexts } from '../locales/connection';
import { fill } from '../locales/ui';

import './dialog-loading.css';

/**
 * How long a call waits before the person is told it is still waiting and may leave it. The
 * contract sets no request timeout (docs/contract.md section 9): nothing is cut off by itself. The
 * browser tests reach it with Playwright's clock.
 */
export const LONG_WAIT_MS = 15_000;

/**
 * Whether a wait that is `active` has lasted past LONG_WAIT_MS; "Tetap tunggu" (`keepWaiting`)
 * hides the question for another 15 s.
 */
export function useLongWait(active: boolean): { long: boolean; keepWaiting: () => void } {
  const [round, setRound] = useState(0);
  // one object per wait (and per "Tetap tunggu"): the one whose 15 s have passed
  const wait = useMemo(() => (active ? { round } : null), [active, round]);
  const [expired, setExpired] = useState<object | null>(null);
  useEffect(() => {
    if (!wait) return undefined;
    const timer = setTimeout(() => setExpired(wait), LONG_WAIT_MS);
    return () => clearTimeout(timer);
  }, [wait]);
  return { long: wait !== null && expired === wait, keepWaiting: () => setRound((value) => value + 1) };
}

/**
 * "Masih menunggu jawaban server": leave the wait ("Batalkan", which aborts the call) or keep it. A
 * read that waits (`onRetry`) offers "Muat ulang" instead: the call asked again.
 */
export function LongWaitNotice({
  onCancel,
  onKeepWaiting,
  onRetry,
}: {
  onCancel?: () => void;
  onKeepWaiting: () => void;
  onRetry?: () => void;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      className="long-wait"
      message={fill(connectionTexts.longWait, { seconds: LONG_WAIT_MS / 1000 })}
      description={onRetry ? connectionTexts.longWaitRetryText : connectionTexts.longWaitText}
      action={
        <Space direction="vertical">
          {onRetry ? (
            <Button onClick={onRetry}>{connectionTexts.retry}</Button>
          ) : (
            <Button danger onClick={onCancel}>
              {connectionTexts.cancel}
            </Button>
          )}
          <Button onClick={onKeepWaiting}>{connectionTexts.keepWaiting}</Button>
        </Space>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

/**
 * A wait started from a row, a card's menu or a record's header, which has no dialog of its own to
 * show it in (the re-read before "Tandai Terjual"): said at once over the screen, with "Batalkan";
 * past 15 s it asks whether to keep waiting.
 */
export function WaitNotice({ text, onCancel }: { text: string; onCancel: () => void }) {
  const { long, keepWaiting } = useLongWait(true);
  return createPortal(
    <div className="dialog-loading wait-notice">
      {long ? (
        <LongWaitNotice onCancel={onCancel} onKeepWaiting={keepWaiting} />
      ) : (
        <div role="status" className="wait-notice-row">
          <LoadingOutlined aria-hidden />
          <span>{text}</span>
          <Button onClick={onCancel}>{connectionTexts.cancel}</Button>
        </div>
      )}
    </div>,
    document.body,
  );
}
