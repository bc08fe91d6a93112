import type { Notification } from '../types';
import { isVariantShape } from './reply-shape';

/** What a notification to everyone is stored as (the seeded maintenance notices, blasts to all). */
export const BROADCAST_TYPE = 'system';
/** How a service may leave out the user of a notification to everyone: no field, null, or empty. */
const NO_USER = [{}, { user_id: null }, { user_id: '' }] as const;

/**
 * A notification as the service answers it. In the variant reply shape its id is in `id` (the
 * contract names `_id`), and a notification to everyone carries no user.
 */
export function notificationReply(notification: Notification): Record<string, unknown> {
  if (!isVariantShape()) return { ...notification };
  const { _id, user_id, ...rest } = notification;
  if (notification.type !== BROADCAST_TYPE) return { id: _id, ...rest, user_id };
  return { id: _id, ...rest, ...NO_USER[_id.charCodeAt(_id.length - 1) % NO_USER.length] };
}
