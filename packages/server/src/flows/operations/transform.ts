import { invalidPayload } from '../../errors/error-helpers.js';
import type { OperationDefinition } from '../operation-types.js';

/** `transform`: answers `json` (already templated) as its result; JSON written as text is parsed. */
const transform: OperationDefinition<{ json?: unknown }> = {
  id: 'transform',
  handler(options) {
    if (typeof options.json !== 'string') return options.json ?? null;
    try {
      return JSON.parse(options.json) as unknown;
    } catch {
      throw invalidPayload('"json" has to be valid JSON');
    }
  },
};

export default transform;
