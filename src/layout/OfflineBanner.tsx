import { Button } from 'antd';

import { useOnline } from '../components/use-online';
import { useAppOutbox } from '../engine';
import { connectionTexts } from '../locales/connection';
import { outboxTexts } from '../locales/outbox';
import { fill } from '../locales/ui';

import './offline-banner.css';

interface Props {
  /** The signed-in user's changes that wait to be sent once online (the outbox's count); none: not said. */
  waitingChanges?: number;
  /** Their changes the outbox keeps that will not leave by themselves (cancelled): said even online. */
  unsentChanges?: number;
}

/**
 * The one place that says the app is offline ("Tidak ada koneksi."), under the top bar of every
 * screen, and how many changes wait to be sent, with "Lihat perubahan" opening the outbox's list. A
 * status, not an error: read out politely once.
 */
export function OfflineBanner({ waitingChanges = 0, unsentChanges = 0 }: Props) {
  const online = useOnline();
  const { outboxList } = useAppOutbox();
  const shown = !online || unsentChanges > 0;
  return (
    // a live region that stays, so the change is read out; its words a status while offline
    <div aria-live="polite" className="offline-banner-place">
      {shown && (
        <div className="offline-banner">
          <p role="status" className="offline-banner-text">
            {online
              ? fill(outboxTexts.unsentCount, { count: unsentChanges })
              : connectionTexts.offline +
                (waitingChanges > 0 ? ` ${fill(connectionTexts.waiting, { count: waitingChanges })}` : '')}
          </p>
          {waitingChanges + unsentChanges > 0 && (
            <Button size="small" className="offline-banner-open" onClick={() => outboxList.set(true)}>
              {outboxTexts.listOpen}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
