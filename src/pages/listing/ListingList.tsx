import { FlagOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Button, type TableColumnType, Tooltip } from 'antd';
import { useCallback, useId, useMemo, useState } from 'react';

import { useIsPhone } from '../../components/use-is-phone';
import { ResourceList, useResourceDecl } from '../../engine';
import { signalTexts } from '../../locales/moderation';
import { fill } from '../../locales/ui';
import type { ResourceDecl } from '../../resources/types';
import { CorpusReadStatus } from './signals/CorpusReadStatus';
import { idOf, type Signal, type SignalMap } from './signals/detect';
import { SignalList } from './signals/SignalList';
import { useListingSignals } from './signals/use-listing-signals';

/** A row's signals: in a table their names (the reasons on hover and focus); on a phone's card in full. */
function SignalCell(props: { decl: ResourceDecl; record: BaseRecord; signals: Signal[]; phone: boolean }) {
  const { phone, ...shown } = props;
  return <SignalList {...shown} compact={!phone} />;
}

/**
 * The "Perlu perhatian" column: a row's signals, each with its reason and link. A phone's card shows
 * them once "Perlu perhatian" is on: they come a moment after the cards, which would then grow under
 * the finger.
 */
function signalsColumn(
  decl: ResourceDecl,
  signals: SignalMap | undefined,
  { phone, asked }: { phone: boolean; asked: boolean },
): TableColumnType<BaseRecord> {
  return {
    key: 'signals',
    // an icon in the header and a narrow padding: the column is as narrow as its icons (Listing fits 1280 px)
    className: 'signal-cell',
    width: 28,
    title: (
      <Tooltip title={signalTexts.column}>
        <FlagOutlined aria-label={signalTexts.column} role="img" />
      </Tooltip>
    ),
    render: (_: unknown, record: BaseRecord) => {
      const found = signals?.[idOf(record)];
      return found && (asked || !phone) ? (
        <SignalCell decl={decl} record={record} signals={found} phone={phone} />
      ) : null;
    },
  };
}

/**
 * Listing: the generic list with each row's moderation signals and a "Perlu perhatian" filter. The
 * signals are the page's own (duplicates among its rows); the filter also reads the newest listings in
 * pages to look for the page's duplicates among them, never on a visit that does not ask for it.
 */
export default function ListingList() {
  const decl = useResourceDecl();
  const [onlyFlagged, setOnlyFlagged] = useState(false);
  const hintId = useId();
  const [page, setPage] = useState<readonly BaseRecord[]>([]);
  const { signals, flagged, corpus } = useListingSignals(decl, page, {
    readCorpus: onlyFlagged,
    all: onlyFlagged,
  });
  // the filter keeps the page's rows with a signal
  const showRows = useCallback(
    (fetched: BaseRecord[]) =>
      onlyFlagged && signals ? fetched.filter((row) => signals[idOf(row)]) : fetched,
    [onlyFlagged, signals],
  );
  const phone = useIsPhone();
  const extraColumns = useMemo(
    () => (decl ? [signalsColumn(decl, signals, { phone, asked: onlyFlagged })] : []),
    [decl, onlyFlagged, phone, signals],
  );
  if (!decl) return null;
  return (
    <ResourceList
      decl={decl}
      extraColumns={extraColumns}
      showRows={showRows}
      onPage={setPage}
      headerExtra={
        // a toggle button: a finger's target on a phone, among the list's other actions
        <span className="signals-filter">
          <Button
            role="switch"
            aria-checked={onlyFlagged}
            aria-describedby={hintId}
            type={onlyFlagged ? 'primary' : 'default'}
            icon={<FlagOutlined aria-hidden />}
            onClick={() => {
              const on = !onlyFlagged;
              setOnlyFlagged(on);
              // asked again: a read stopped before goes on
              if (on) corpus.resume();
            }}
          >
            {signalTexts.filter}
          </Button>
          <span id={hintId} className="sr-only">
            {signalTexts.filterHint}
          </span>
        </span>
      }
      panel={(view) =>
        onlyFlagged ? (
          <div className="signals-filter-panel">
            <CorpusReadStatus corpus={corpus} flagged={flagged} />
            {signals && (
              <p className="signals-filter-note" role="status">
                {fill(signalTexts.shownOf, { shown: view.rows.length, total: page.length })}
              </p>
            )}
          </div>
        ) : null
      }
    />
  );
}
