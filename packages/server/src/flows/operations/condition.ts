import { evaluateFilter } from '@tessera/shared';
import { invalidPayload } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import type { OperationDefinition } from '../operation-types.js';

/**
 * `condition`: checks the data chain against `filter` (the filter rules of api-reference section 4,
 * evaluated in memory by the shared matcher, every field required). Passing resolves with null;
 * failing rejects with the failures, so the run takes the `reject` path.
 */
const condition: OperationDefinition<{ filter?: unknown }> = {
  id: 'condition',
  handler(options, { data }) {
    if (!isPlainObject(options.filter)) throw invalidPayload('"filter" has to be an object');
    const failures = evaluateFilter(options.filter, { ...data }, { requireAll: true });
    if (failures.length > 0) throw failures;
    return null;
  },
};

export default condition;
