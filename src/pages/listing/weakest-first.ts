import type { BaseRecord } from '@refinedev/core';

import { scoreOf as scoreByRules } from '../../engine';
import { inOrder } from '../../providers/computed-order';
import type { ResourceDecl } from '../../resources/types';

/** A row's quality score (none when the row does not carry every field the rules read). */
export function scoreOf(decl: ResourceDecl, record: BaseRecord): number | undefined {
  return decl.quality ? scoreByRules(decl.quality, record) : undefined;
}

/** `rows` from the weakest quality score, those with no score last, the same score in their order. */
export function weakestFirstOf<Row extends BaseRecord>(decl: ResourceDecl, rows: readonly Row[]): Row[] {
  return inOrder(rows, (row) => scoreOf(decl, row));
}
