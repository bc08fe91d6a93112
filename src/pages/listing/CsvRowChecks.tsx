import { Alert } from 'antd';
import { useMemo } from 'react';

import { scoreQuality } from '../../engine';
import { csvTexts } from '../../locales/listing';
import { fill } from '../../locales/ui';
import type { ResourceDecl, Values } from '../../resources/types';
import type { MappedFile } from './csv-mapping';
import { idOf, type SignalTarget, writtenSignalKinds } from './signals/detect';
import { SignalList } from './signals/SignalList';
import { useListingSignals } from './signals/use-listing-signals';

/** A row's id for the signals (they are told by id): rows have none until the server makes them. */
const ROW_ID = 'csv-row-';
/** How many rows each part names (the rest are counted). */
const NAMED = 5;

const isListing = (target: SignalTarget) => !target.id.startsWith(ROW_ID);

/**
 * The upload's rows checked as the listing's form checks one, before anything is sent: their score
 * by the resource's rules (what a file cannot carry, its photos, is not a fix here) with the weakest
 * named, and the signals of each row against the newest listings and the file's other rows (a file
 * uploaded twice, a phone number in a description). It never stops the upload.
 */
export function CsvRowChecks({ decl, rows }: { decl: ResourceDecl; rows: MappedFile['goodRows'] }) {
  const codeKey = decl.moderation?.codeKey;
  const records = useMemo(
    () =>
      rows.map(({ line, values }): Values => ({
        ...values,
        id: `${ROW_ID}${line}`,
        // a duplicate of another row is said as "Mirip baris 5"
        ...(codeKey && { [codeKey]: fill(csvTexts.rowName, { line }) }),
      })),
    [codeKey, rows],
  );
  const scored = useMemo(() => {
    const quality = decl.quality;
    if (!quality || rows.length === 0) return undefined;
    const carried = new Set(Object.keys(rows[0].values));
    const all = rows.map(({ line, values }) => {
      const { score, fixes } = scoreQuality(quality, values);
      return { line, score, fix: fixes.find((one) => carried.has(one.field))?.text };
    });
    const average = Math.round(all.reduce((sum, one) => sum + one.score, 0) / all.length);
    const weakest = [...all].sort((a, b) => a.score - b.score || a.line - b.line).slice(0, NAMED);
    return { average, weakest };
  }, [decl.quality, rows]);
  const { signals, corpus } = useListingSignals(decl, records, {
    readCorpus: records.length > 0,
    drafts: true,
  });
  const flagged = records.flatMap((record) => {
    const found = signals?.[idOf(record)]?.filter((one) => writtenSignalKinds.has(one.kind)) ?? [];
    return found.length > 0 ? [{ record, found }] : [];
  });
  if (records.length === 0) return null;

  return (
    <section className="csv-checks" aria-labelledby="csv-checks-title">
      <h3 className="csv-heading" id="csv-checks-title">
        {csvTexts.checks}
      </h3>
      <p className="csv-template-hint">{csvTexts.checksHint}</p>
      {scored && (
        <>
          <p>{fill(csvTexts.averageScore, { score: scored.average })}</p>
          <div className="csv-checks-title" id="csv-weakest">
            {csvTexts.weakest}
          </div>
          <ul className="csv-checks-list" aria-labelledby="csv-weakest">
            {scored.weakest.map((one) => (
              <li key={one.line}>
                {fill(csvTexts.rowScore, { line: one.line, score: one.score })}
                {one.fix && ` · ${one.fix}`}
              </li>
            ))}
          </ul>
        </>
      )}
      {signals === undefined || corpus.state === 'reading' ? (
        <p className="csv-template-hint" role="status">
          {csvTexts.checking}
        </p>
      ) : (
        flagged.length > 0 && (
          <Alert
            type="warning"
            showIcon
            message={fill(csvTexts.flaggedRows, { count: flagged.length.toLocaleString('id-ID') })}
            description={
              <ul className="csv-checks-list">
                {flagged.slice(0, NAMED).map(({ record, found }) => (
                  <li key={idOf(record)}>
                    <div className="csv-checks-title">
                      {fill(csvTexts.rowLine, { line: idOf(record).slice(ROW_ID.length) })}
                    </div>
                    <SignalList decl={decl} record={record} signals={found} inForm linked={isListing} />
                  </li>
                ))}
                {flagged.length > NAMED && (
                  <li>
                    {fill(csvTexts.moreFlagged, { count: (flagged.length - NAMED).toLocaleString('id-ID') })}
                  </li>
                )}
              </ul>
            }
          />
        )
      )}
    </section>
  );
}
