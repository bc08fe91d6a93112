import type { HttpError, OpenNotificationParams } from '@refinedev/core';

import { isCancelled } from '../../http/errors';
import { isKeptInOutbox } from '../../providers/outbox/kept-error';

/**
 * What a failed write says, as Refine's mutation hooks' `errorNotification`: Refine's own words (the
 * Error dialog shows the server's text), or nothing for a call the person left ("Batalkan") or a
 * change the outbox kept (its caller says where it is).
 */
export function failureNotice(error?: HttpError): OpenNotificationParams | false {
  return !error || isCancelled(error) || isKeptInOutbox(error)
    ? false
    : { type: 'error', message: `Error (status code: ${error.statusCode})`, description: error.message };
}
