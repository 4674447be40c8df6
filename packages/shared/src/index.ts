export { ERROR_STATUS } from './error-codes.js';
export type { ErrorCode, ApiErrorEntry, ApiErrorBody } from './error-codes.js';
export { SYSTEM_COLLECTIONS, SYSTEM_PREFIX, isSystemCollection } from './system-collections.js';
export type { SystemCollection } from './system-collections.js';
export { FIELD_TYPES } from './field-types.js';
export type { FieldType } from './field-types.js';
export { FILTER_OPERATOR_NAMES, OPERATORS_BY_TYPE, CONCEALED_OPERATORS, operatorFieldType, operatorsForType, isFilterOperatorName } from './filter-operators.js';
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
