import type { RecordJudge } from '../../providers/outbox/connect-sender';
import { operationByKey } from '../common/operations';
import { editVerdictOf } from './form-change';
import { verdictOf } from './outbox-rules';

/** How the outbox judges a record change before it leaves: the engine's rules, given to the providers. */
export const recordJudge: RecordJudge = { operationOf: operationByKey, verdictOf, editVerdictOf };
