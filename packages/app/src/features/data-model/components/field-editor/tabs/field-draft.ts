import { fieldConditions, fieldDisplayOptions, fieldOptions, fieldValidation } from '../../../../../lib/schema/field-meta.js';
import type { Field } from '../../../../../lib/schema/types.js';

export type FieldWidth = 'half' | 'half-left' | 'half-right' | 'full' | 'fill';

export interface FieldTranslation {
  language: string;
  translation: string;
}

/** One entry of `meta.conditions` while it is edited; `key` only tells rows apart on screen. */
export interface ConditionDraft {
  key: string;
  name: string;
  rule: Record<string, unknown>;
  readonly: boolean;
  hidden: boolean;
  required: boolean;
  options: Record<string, unknown>;
}

/** The editable `meta` of a field, in the shapes the tabs edit. */
export interface MetaDraft {
  interface: string | null;
  options: Record<string, unknown>;
  display: string | null;
  display_options: Record<string, unknown>;
  required: boolean;
  readonly: boolean;
  hidden: boolean;
  width: FieldWidth;
  note: string;
  translations: FieldTranslation[];
  group: string | null;
  conditions: ConditionDraft[];
  validation: Record<string, unknown> | null;
  validation_message: string;
}

/** The editable column settings, as typed into the schema tab (numbers as text until sent). */
export interface SchemaDraft {
  defaultValue: string;
  isNullable: boolean;
  isUnique: boolean;
  maxLength: string;
  precision: string;
  scale: string;
}

export interface FieldDraft {
  meta: MetaDraft;
  /** Null for alias fields, which have no column. */
  schema: SchemaDraft | null;
}

const WIDTHS: readonly FieldWidth[] = ['half', 'half-left', 'half-right', 'full', 'fill'];

let nextKey = 0;
export function newConditionKey(): string {
  nextKey += 1;
  return `condition-${nextKey}`;
}

function readTranslations(value: unknown): FieldTranslation[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): FieldTranslation[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { language, translation } = entry as Record<string, unknown>;
    return [{ language: typeof language === 'string' ? language : '', translation: typeof translation === 'string' ? translation : '' }];
  });
}

/** How a stored default reads in the schema tab's text input. */
export function defaultValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A field as the editor starts it: what `/fields` answered, in editable shapes. */
export function draftOf(field: Field): FieldDraft {
  const meta = field.meta;
  const width = WIDTHS.find((entry) => entry === meta?.width) ?? 'full';
  return {
    meta: {
      interface: meta?.interface ?? null,
      options: fieldOptions(field),
      display: meta?.display ?? null,
      display_options: fieldDisplayOptions(field),
      required: meta?.required ?? false,
      readonly: meta?.readonly ?? false,
      hidden: meta?.hidden ?? false,
      width,
      note: meta?.note ?? '',
      translations: readTranslations(meta?.translations),
      group: meta?.group ?? null,
      conditions: fieldConditions(field).map((condition) => ({
        key: newConditionKey(),
        name: typeof condition.name === 'string' ? condition.name : '',
        rule: condition.rule,
        readonly: condition.readonly === true,
        hidden: condition.hidden === true,
        required: condition.required === true,
        options: typeof condition.options === 'object' && condition.options !== null ? condition.options : {},
      })),
      validation: fieldValidation(field),
      validation_message: meta?.validation_message ?? '',
    },
    schema: field.schema
      ? {
          defaultValue: defaultValueText(field.schema.default_value),
          isNullable: field.schema.is_nullable,
          isUnique: field.schema.is_unique,
          maxLength: numberText(field.schema.max_length),
          precision: numberText(field.schema.numeric_precision),
          scale: numberText(field.schema.numeric_scale),
        }
      : null,
  };
}
