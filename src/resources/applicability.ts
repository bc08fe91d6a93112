import type { ActionDecl, AppliesWhen, Values } from './types';

/**
 * Whether a record's state allows what `when` declares (an action's `ui.when`): each field named
 * holds one of its `in` values, or none of its `notIn`. No `when`: every record.
 */
export function stateAllows(when: AppliesWhen | undefined, record: Values): boolean {
  if (!when) return true;
  return Object.entries(when).every(([key, rule]) => {
    const value = record[key];
    if (rule.in) return rule.in.some((one) => one === value);
    return !(rule.notIn ?? []).some((one) => one === value);
  });
}

/** Whether the action may run on the record: it is offered, and a bulk run sends it, only then. */
export function actionApplies(action: ActionDecl | undefined, record: Values): boolean {
  return stateAllows(action?.ui?.when, record);
}
