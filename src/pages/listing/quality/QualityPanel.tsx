import { useList } from '@refinedev/core';
import { Button, Form, Progress } from 'antd';
import { useEffect, useMemo, useState } from 'react';

import type { FormPanelProps } from '../../../components/screens-context';
import { fromFormValues, scoreQuality } from '../../../engine';
import { qualityTexts } from '../../../locales/listing';
import { signalTexts } from '../../../locales/moderation';
import { fill } from '../../../locales/ui';
import type { ResourceDecl, Values } from '../../../resources/types';
import { idOf, writtenSignalKinds } from '../signals/detect';
import { SignalList } from '../signals/SignalList';
import { useListingSignals } from '../signals/use-listing-signals';
import { findArea, priceAgainstIndicator } from './price-per-m2';

import './quality-panel.css';

/** The area indicators change seldom: read once, kept for the session's forms (TanStack's cache). */
const AREA_CACHE_MS = 10 * 60 * 1000;

/**
 * The indicators of the areas (area-master), one page of the largest size: the seed has 36. Until
 * they are read (or when they cannot be: offline, an error), `read` is false: no area is then said
 * to have no indicator.
 */
function useAreas(): { areas: readonly Values[]; read: boolean } {
  const { result, query } = useList({
    resource: 'area-master',
    pagination: { currentPage: 1, pageSize: 100, mode: 'server' },
    errorNotification: false,
    queryOptions: { staleTime: AREA_CACHE_MS, gcTime: AREA_CACHE_MS, retry: false },
  });
  return { areas: result.data as readonly Values[], read: query.isSuccess };
}

/** A new listing's id for the signals (they are told by id): it has none until saved. */
const BEING_WRITTEN = 'listing-being-written';
/** The signals are asked again once typing rests this long (not at each key). */
const TYPING_REST_MS = 400;

/** `value` once it has not changed for `ms`. */
function useRested<T>(value: T, ms: number): T {
  const [rested, setRested] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setRested(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return rested;
}

/**
 * The review queue's signals for the listing as typed: a duplicate among the newest listings (read in
 * the background, shared with the list and the queue), a phone number in its words, a price far from
 * its kind. Each links to what it points at in a new tab; none stops "Simpan".
 */
function TypedSignals({ decl, values }: { decl: ResourceDecl; values: Values }) {
  const rested = useRested(values, TYPING_REST_MS);
  // the form's photos are already their addresses (PhotoUpload gives the uploaded ones' URLs)
  const records = useMemo(() => [{ ...rested, id: idOf(rested) || BEING_WRITTEN }], [rested]);
  const { signals } = useListingSignals(decl, records, { readCorpus: true, drafts: true });
  const found = signals?.[idOf(records[0])]?.filter((signal) => writtenSignalKinds.has(signal.kind));
  if (!found || found.length === 0) return null;
  return (
    <div className="quality-panel-signals" role="note" aria-label={signalTexts.formPanel}>
      <div className="quality-panel-fixes-title">{signalTexts.formPanel}</div>
      <SignalList decl={decl} record={records[0]} signals={found} inForm />
    </div>
  );
}

/** The portals' own marks: 85 and up is good, under 50 is weak. */
function scoreColour(score: number): string {
  return score >= 85
    ? 'var(--app-success-text)'
    : score >= 50
      ? 'var(--app-warning-text)'
      : 'var(--app-danger-text)';
}

/**
 * A listing checked while it is written: its score, what would raise it (each a button to its field)
 * and its price per m² against its area's indicator. Live as typed; it never blocks "Simpan".
 */
export default function QualityPanel({ decl, record }: FormPanelProps) {
  const form = Form.useFormInstance<Values>();
  // every value as typed (kept for fields not shown), read as the save would send them
  const typed = Form.useWatch((values: Values) => values, { form, preserve: true }) as Values | undefined;
  const { areas, read: areasRead } = useAreas();
  const values = useMemo(
    () => ({ ...record, ...fromFormValues(decl.fields ?? [], typed ?? {}) }),
    [decl, record, typed],
  );
  if (!decl.quality) return null;
  const { score, fixes } = scoreQuality(decl.quality, values);
  const area = findArea(areas, values);
  const chosenPlace = values.id_kelurahan || values.district;
  // a listing read back names its district; a new one has only the codes chosen
  const placeName = chosenPlace ? String(values.district || qualityTexts.thisPlace) : undefined;
  const found = priceAgainstIndicator(values, area, placeName);
  const line =
    found?.kind === 'noIndicator' && !areasRead ? { ...found, text: qualityTexts.indicatorUnread } : found;
  const label = fill(qualityTexts.score, { score });
  return (
    <section className="quality-panel" aria-label={qualityTexts.panel}>
      <div className="quality-panel-head">
        <Progress
          type="circle"
          size={56}
          percent={score}
          strokeColor={scoreColour(score)}
          format={() => score}
          aria-label={label}
        />
        <div>
          <div className="quality-panel-title">{qualityTexts.panel}</div>
          <div aria-live="polite">{label}</div>
        </div>
      </div>
      {line && (
        <p className={`quality-panel-price quality-panel-price-${line.kind}`} role="note">
          {line.text}
        </p>
      )}
      {decl.moderation && <TypedSignals decl={decl} values={values} />}
      {fixes.length === 0 ? (
        <p className="quality-panel-done">{qualityTexts.complete}</p>
      ) : (
        <>
          <div className="quality-panel-fixes-title" id="quality-panel-fixes">
            {qualityTexts.fixes}
          </div>
          <ul className="quality-panel-fixes" aria-labelledby="quality-panel-fixes">
            {fixes.map((fix) => (
              <li key={fix.field}>
                <Button type="link" size="small" onClick={() => form.focusField(fix.field)}>
                  {fix.text}
                </Button>
                {/* a fix worth less than a point (a title a character short) names no points */}
                {fix.points > 0 && <span className="quality-panel-points">+{fix.points}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
