import type { BaseRecord } from '@refinedev/core';

import { carriesQualityFields, scoreQuality } from '../../engine';
import type { ResourceDecl } from '../../resources/types';

/** A row's quality score (none when the row does not carry every field the rules read). */
export function scoreOf(decl: ResourceDecl, record: BaseRecord): number | undefined {
  return decl.quality && carriesQualityFields(decl.quality, record)
    ? scoreQuality(decl.quality, record).score
    : undefined;
}

/** `rows` from the weakest quality score, those with no score last, the same score in their order. */
export function weakestFirstOf<Row extends BaseRecord>(decl: ResourceDecl, rows: readonly Row[]): Row[] {
  const scored = rows.map((row) => ({ row, score: scoreOf(decl, row) ?? Infinity }));
  return scored.sort((a, b) => a.score - b.score).map(({ row }) => row);
}
