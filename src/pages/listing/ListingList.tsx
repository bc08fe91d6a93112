import { ArrowUpOutlined, FlagOutlined } from '@ant-design/icons';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import { type TableColumnType, Tooltip } from 'antd';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';

import { useIsPhone } from '../../components/use-is-phone';
import { type ListView, QUALITY_SORT, ResourceList, useResourceDecl } from '../../engine';
import { qualityTexts } from '../../locales/listing';
import { signalTexts } from '../../locales/moderation';
import { fill } from '../../locales/ui';
import { COMPUTED_ORDER_MAX } from '../../providers/computed-order';
import type { ResourceDecl } from '../../resources/types';
import { CorpusReadStatus } from './signals/CorpusReadStatus';
import { idOf, type SignalMap } from './signals/detect';
import { SignalList } from './signals/SignalList';
import { useListingSignals } from './signals/use-listing-signals';
import { SwitchButton } from './SwitchButton';
import { scoreOf } from './weakest-first';

/** "Skor terlemah dulu": the whole list by its quality score, the weakest first (the data provider's). */
const WEAKEST_FIRST: CrudSort[] = [{ field: QUALITY_SORT, order: 'asc' }];

/** A phone's cards before "Perlu perhatian" is on: no signals shown, the same object each time. */
const NO_SIGNALS: SignalMap = {};

/**
 * The signals of the page's rows, read by the table's cells: signals that come (from the signals
 * worker, a moment after the rows) redraw those cells, not the whole list.
 */
const PageSignals = createContext<SignalMap | undefined>(undefined);

/** A table row's signals: their names (the reasons on hover and focus). */
function SignalCell({ decl, record }: { decl: ResourceDecl; record: BaseRecord }) {
  const found = useContext(PageSignals)?.[idOf(record)];
  return found ? <SignalList decl={decl} record={record} signals={found} compact /> : null;
}

/**
 * The "Perlu perhatian" column: a row's signals, each with its reason and link. A phone's card shows
 * them in full once "Perlu perhatian" is on: they come a moment after the cards, which would then grow
 * under the finger. A card leaves out a value that draws nothing, so there the column is made again
 * with the signals (`cardSignals`); a table's cell reads them itself.
 */
function signalsColumn(
  decl: ResourceDecl,
  { cardSignals }: { cardSignals?: SignalMap },
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
      if (!cardSignals) return <SignalCell decl={decl} record={record} />;
      const found = cardSignals[idOf(record)];
      return found ? <SignalList decl={decl} record={record} signals={found} compact={false} /> : null;
    },
  };
}

/**
 * The "Skor" column, shown with the weakest listings first: each row's quality score, under 50 marked
 * as PropertyGuru flags it.
 */
function qualityColumn(decl: ResourceDecl): TableColumnType<BaseRecord> {
  return {
    key: 'quality',
    width: 64,
    align: 'right',
    title: qualityTexts.column,
    render: (_: unknown, record: BaseRecord) => {
      const score = scoreOf(decl, record);
      if (score === undefined) return '-';
      return <span className={score < WEAK_SCORE ? 'quality-weak' : undefined}>{score}</span>;
    },
  };
}

/** Below this a listing is weak (PropertyGuru flags listings under 50%). */
const WEAK_SCORE = 50;

/**
 * Listing: the generic list with each row's moderation signals and a "Perlu perhatian" filter. The
 * signals are the page's own (duplicates among its rows); the filter also reads the newest listings in
 * pages to look for the page's duplicates among them, never on a visit that does not ask for it.
 */
export default function ListingList() {
  const decl = useResourceDecl();
  const [onlyFlagged, setOnlyFlagged] = useState(false);
  const [page, setPage] = useState<readonly BaseRecord[]>([]);
  const { signals, flagged, corpus } = useListingSignals(decl, page, {
    readCorpus: onlyFlagged,
    all: onlyFlagged,
  });
  const { resume } = corpus;
  // The list below is drawn again only when what it is given changes: the page it reports and the
  // signals that come for it a moment later reach the signal cells (PageSignals), not the whole list.
  // The filter keeps the page's rows with a signal.
  const keptBy = onlyFlagged ? signals : undefined;
  // the whole list from the weakest score, those with no score last (the server cannot sort by it:
  // the data provider reads the whole list and orders it)
  const [weakestFirst, setWeakestFirst] = useState(false);
  const showRows = useCallback(
    (fetched: BaseRecord[]) => (keptBy ? fetched.filter((row) => keptBy[idOf(row)]) : fetched),
    [keptBy],
  );
  // a phone's cards show the signals once asked for; a table's cells read them (PageSignals)
  const phone = useIsPhone();
  const cardSignals = !phone ? undefined : (onlyFlagged && signals) || NO_SIGNALS;
  const extraColumns = useMemo(
    () =>
      decl
        ? [
            signalsColumn(decl, { cardSignals }),
            ...(decl.quality && weakestFirst && !phone ? [qualityColumn(decl)] : []),
          ]
        : [],
    [decl, cardSignals, weakestFirst, phone],
  );
  const headerExtra = useMemo(
    () => (
      // toggle buttons: a finger's target on a phone, among the list's other actions
      <span className="signals-filter">
        <SwitchButton
          on={onlyFlagged}
          icon={<FlagOutlined aria-hidden />}
          label={signalTexts.filter}
          hint={signalTexts.filterHint}
          onToggle={() => {
            const on = !onlyFlagged;
            setOnlyFlagged(on);
            // asked again: a read stopped before goes on
            if (on) resume();
          }}
        />
        {/* the desk's way to start from the weakest: the list sorted by its quality score, shown */}
        {decl?.quality && !phone && (
          <SwitchButton
            on={weakestFirst}
            icon={<ArrowUpOutlined aria-hidden />}
            label={qualityTexts.weakestFirst}
            hint={fill(qualityTexts.weakestFirstHint, { max: COMPUTED_ORDER_MAX.toLocaleString('id-ID') })}
            onToggle={() => setWeakestFirst((on) => !on)}
          />
        )}
      </span>
    ),
    [decl?.quality, onlyFlagged, phone, resume, weakestFirst],
  );
  const shownOf = onlyFlagged ? page.length : undefined;
  const panel = useMemo(
    () =>
      shownOf === undefined
        ? undefined
        : (view: ListView) => (
            <div className="signals-filter-panel">
              <CorpusReadStatus corpus={corpus} flagged={flagged} />
              {signals && (
                <p className="signals-filter-note" role="status">
                  {fill(signalTexts.shownOf, { shown: view.rows.length, total: shownOf })}
                </p>
              )}
            </div>
          ),
    [corpus, flagged, shownOf, signals],
  );
  if (!decl) return null;
  return (
    <PageSignals.Provider value={signals}>
      <ResourceList
        decl={decl}
        extraColumns={extraColumns}
        showRows={showRows}
        onPage={setPage}
        permanentSorters={weakestFirst ? WEAKEST_FIRST : undefined}
        headerExtra={headerExtra}
        panel={panel}
      />
    </PageSignals.Provider>
  );
}
