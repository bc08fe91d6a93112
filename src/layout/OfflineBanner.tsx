import { useOnline } from '../components/use-online';
import { connectionTexts } from '../locales/connection';
import { fill } from '../locales/ui';

import './offline-banner.css';

interface Props {
  /** Changes made here that wait to be sent once online (the outbox's count); none: not said. */
  waitingChanges?: number;
}

/**
 * The one place that says the app is offline ("Tidak ada koneksi."), under the top bar of every
 * screen, and how many changes wait to be sent. A status, not an error: read out politely once.
 */
export function OfflineBanner({ waitingChanges = 0 }: Props) {
  const online = useOnline();
  return (
    // a live region that stays, so the change is read out; its words a status while offline
    <div aria-live="polite" className="offline-banner-place">
      {!online && (
        <p role="status" className="offline-banner">
          {connectionTexts.offline}
          {waitingChanges > 0 && ` ${fill(connectionTexts.waiting, { count: waitingChanges })}`}
        </p>
      )}
    </div>
  );
}
