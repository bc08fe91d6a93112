import { asNumber } from '../../components/format';
import { fill } from '../../locales/ui';
import { textOf } from '../../resources/read-field';
import type { QualityDecl, QualityRule, Values } from '../../resources/types';

/** What would raise a record's score: the field to fix, its words, and the points it would add. */
export interface QualityFix {
  field: string;
  text: string;
  points: number;
}

export interface QualityScore {
  /** 0-100, whole. */
  score: number;
  /** Biggest gain first. */
  fixes: QualityFix[];
}

/** The items of a list a reply may give as an array, one URL, or a comma-separated text. */
function countOf(value: unknown): number {
  // a photo may come as its URL or as an object carrying it
  if (Array.isArray(value))
    return value.filter((one) => (typeof one === 'object' && one !== null) || textOf(one) !== '').length;
  const text = textOf(value);
  return text === '' ? 0 : text.split(',').filter((one) => one.trim() !== '').length;
}

function filled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'boolean') return true;
  return textOf(value) !== '';
}

/** The share (0-1) of its points a rule earns, and how much is missing for the rest. */
function earned(rule: QualityRule, record: Values): { share: number; missing: number } {
  const value = record[rule.field];
  const target = Math.max(1, rule.target ?? 1);
  switch (rule.kind) {
    case 'count':
    case 'length': {
      const have = rule.kind === 'count' ? countOf(value) : textOf(value).length;
      return { share: Math.min(1, have / target), missing: Math.max(0, target - have) };
    }
    case 'positive': {
      // numbers as text too ("120"); 0 or a word is not a size or a price
      const n = asNumber(value);
      return { share: n !== undefined && n > 0 ? 1 : 0, missing: 0 };
    }
    case 'filled': {
      const all = (rule.fields ?? [rule.field]).every((key) => filled(record[key]));
      return { share: all ? 1 : 0, missing: 0 };
    }
  }
}

function applies(rule: QualityRule, record: Values): boolean {
  if (!rule.unless) return true;
  return !rule.unless.values.includes(textOf(record[rule.unless.field]));
}

/**
 * A record's score out of 100 by its resource's declared rules, and the fixes that would raise it.
 * Rules that do not apply to the record (an apartment's land) leave the others weighed to 100.
 */
export function scoreQuality(decl: QualityDecl, record: Values | null | undefined): QualityScore {
  const values = record ?? {};
  const rules = decl.rules.filter((rule) => applies(rule, values));
  const total = rules.reduce((sum, rule) => sum + rule.points, 0);
  if (total <= 0) return { score: 100, fixes: [] };
  let got = 0;
  const fixes: QualityFix[] = [];
  for (const rule of rules) {
    const { share, missing } = earned(rule, values);
    got += share * rule.points;
    if (share < 1) {
      fixes.push({
        field: rule.field,
        text: fill(rule.fix, { missing: String(missing), target: String(rule.target ?? '') }),
        points: Math.round(((1 - share) * rule.points * 100) / total),
      });
    }
  }
  fixes.sort((a, b) => b.points - a.points);
  return { score: Math.round((got * 100) / total), fixes };
}

/**
 * Whether a record as a list row carries every field its rules read (a list reply may leave out the
 * description or the photos): a score of a row that does not would be wrong, so none is shown.
 */
export function carriesQualityFields(decl: QualityDecl, record: Values): boolean {
  return decl.rules
    .filter((rule) => applies(rule, record))
    .every((rule) => (rule.fields ?? [rule.field]).every((key) => record[key] !== undefined));
}

/** A record's score, when it carries every field the rules read (none: it would be wrong). */
export function scoreOf(decl: QualityDecl, record: Values): number | undefined {
  return carriesQualityFields(decl, record) ? scoreQuality(decl, record).score : undefined;
}
