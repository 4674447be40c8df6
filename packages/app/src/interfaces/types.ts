import type { ComponentType } from 'react';
import type { OptionDeclaration } from '../lib/options/option-declaration.js';
import type { RelationInfo } from '../lib/schema/relation-info.js';
import type { Field, Item, PrimaryKey } from '../lib/schema/types.js';

/** What the form hands every field input. */
export interface InterfaceProps {
  /** DOM id of the main control, so the form's <label htmlFor> names it. */
  id: string;
  /** Accessible name, for inputs that are groups (radios, lists) rather than one control. */
  label: string;
  collection: string;
  field: Field;
  /** The current value (an o2m/m2m value becomes `{create, update, delete}` once edited). */
  value: unknown;
  /** The value the item had when it was loaded. */
  initialValue: unknown;
  onChange: (value: unknown) => void;
  options: Record<string, unknown>;
  isDisabled: boolean;
  isRequired: boolean;
  isInvalid: boolean;
  /** id of the note / error text, for aria-describedby. */
  describedBy: string | undefined;
  /** Primary key of the item being edited, or '+' for a new one. */
  primaryKey: PrimaryKey | '+';
  relation: RelationInfo | null;
  /** All of the form's current values (for inputs that derive from others). */
  values: Item;
}

export interface InterfaceDefinition {
  id: string;
  name: string;
  /** Field types it can edit; relational inputs name their relation kind instead. */
  types: readonly string[];
  relational?: RelationInfo['type'];
  component: ComponentType<InterfaceProps>;
  /** What the field editor offers for `meta.options`. */
  options?: readonly OptionDeclaration[];
}

export type Choice = { text: string; value: string | number | boolean };

/** `options.choices` as the app's select interfaces store them. */
export function readChoices(options: Record<string, unknown>): Choice[] {
  const choices = options.choices;
  if (!Array.isArray(choices)) return [];
  return choices.flatMap((choice): Choice[] => {
    if (typeof choice === 'object' && choice !== null && 'value' in choice) {
      const { text, value } = choice as { text?: unknown; value: unknown };
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        return [{ text: typeof text === 'string' ? text : String(value), value }];
    }
    if (typeof choice === 'string' || typeof choice === 'number') return [{ text: String(choice), value: choice }];
    return [];
  });
}

export function optionString(options: Record<string, unknown>, key: string): string | undefined {
  const value = options[key];
  return typeof value === 'string' ? value : undefined;
}
