import { Button } from 'antd';

import { followTexts } from '../../locales/follow';
import { fill } from '../../locales/ui';

import '../record/follow.css';

/** The class of a row (or card) the server just changed: it stands out, then fades (follow.css). */
export const UPDATED_ROW = 'list-row-updated';

/**
 * What a list that follows the server says: a refresh held while the person acts on the list ("2
 * perubahan baru — Tampilkan", floating over the rows' top edge, so that it moves none of them), and
 * "Data diperbarui" to a screen reader when rows changed. Both regions stay in the page, so what comes
 * into them is announced.
 */
export function FollowNotice({
  held,
  updated,
  onShow,
}: {
  held: number;
  updated: boolean;
  onShow: () => void;
}) {
  return (
    <div className="list-follow">
      <div role="status" className="list-follow-held-region">
        {held > 0 && (
          <div className="list-follow-held">
            <span>{fill(followTexts.held, { count: held.toLocaleString('id-ID') })}</span>
            <span aria-hidden="true"> — </span>
            <Button size="small" type="primary" onClick={onShow}>
              {followTexts.show}
            </Button>
          </div>
        )}
      </div>
      <div role="status" className="sr-only">
        {updated ? followTexts.updated : ''}
      </div>
    </div>
  );
}
