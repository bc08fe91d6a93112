import type { Values } from './types';

/** The leads screen's address parameters that open a group (its property) and a lead's conversation. */
export const LEADS_OPEN = { group: 'grup', code: 'kode', lead: 'lead' } as const;

/**
 * The leads screen's view of the leads not answered yet (`?tampilan=belum-dibalas`), and of those
 * waiting past the declared threshold only (`&lewat=1`): what the work queue opens.
 */
export const LEADS_VIEW = { param: 'tampilan', unanswered: 'belum-dibalas', late: 'lewat' } as const;

/** docs/contract.md section 3: a lead goes out as the property plus a one-item `requestCusts` array. */
export function toLeadBody(values: Values): Values {
  const { property_id, ...customer } = values;
  return { property_id, requestCusts: [customer] };
}
