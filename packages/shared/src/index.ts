export { ERROR_STATUS } from './error-codes.js';
export type { ErrorCode, ApiErrorEntry, ApiErrorBody } from './error-codes.js';
export { SYSTEM_COLLECTIONS, SYSTEM_PREFIX, isSystemCollection } from './system-collections.js';
export type { SystemCollection } from './system-collections.js';
export { UNRECORDED_SYSTEM_COLLECTIONS, systemAccountability } from './system-accountability.js';
export type { Accountability as CollectionAccountability } from './system-accountability.js';
export { FIELD_TYPES } from './field-types.js';
export type { FieldType } from './field-types.js';
export {
  FILTER_OPERATOR_NAMES,
  OPERATORS_BY_TYPE,
  CONCEALED_OPERATORS,
  operatorFieldType,
  operatorsForType,
  isFilterOperatorName,
  MAX_REGEX_PATTERN_LENGTH,
} from './filter-operators.js';
export type { FilterOperatorName, OperatorFieldType } from './filter-operators.js';
export type {
  CollectionMetaResponse,
  CollectionResponse,
  FieldMetaResponse,
  FieldResponse,
  FieldSchemaResponse,
  RelationMetaResponse,
  RelationResponse,
  RelationSchemaResponse,
} from './schema-responses.js';
export { adjustDate, isNowVariable, nowAdjustment, parseAdjustment, resolveNow } from './filter/now-variable.js';
export type { NowUnit } from './filter/now-variable.js';
export { asList, compareValues, isEmptyValue, looseEquals } from './filter/loose-values.js';
export { MEMORY_OPERATORS, toRegExp } from './filter/memory-operators.js';
export type { MemoryOperator } from './filter/memory-operators.js';
export { evaluateFilter, matchesFilter } from './filter/evaluate-filter.js';
export type { EvaluateFilterOptions, FilterFailure } from './filter/evaluate-filter.js';
