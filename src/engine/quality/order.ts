import type { ResourceDecl, Values } from '../../resources/types';
import { scoreOf } from './score';

/** The sort a list asks to have its rows by their quality score (the data provider orders them). */
export const QUALITY_SORT = 'quality';

/**
 * How the data provider places a resource's rows by a sort its service does not know: by the quality
 * score of a resource that declares one (a row that carries too few fields goes last).
 */
export function rowOrderOf(decl: ResourceDecl, field: string) {
  const quality = decl.quality;
  if (field !== QUALITY_SORT || !quality) return undefined;
  return (row: Values) => scoreOf(quality, row);
}
