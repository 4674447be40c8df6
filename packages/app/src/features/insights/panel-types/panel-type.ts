import type { ComponentType } from 'react';
import { i18n } from '../../../lib/i18n/i18n.js';
import type { Panel } from '../../../lib/insights/types.js';

export type PanelOptions = Record<string, unknown>;

/** What a panel's view is given: the stored panel (its options are the type's own). */
export interface PanelViewProps {
  panel: Panel;
}

/** What a panel type's options form is given; `errors` are messages keyed by option name. */
export interface PanelOptionsFormProps {
  options: PanelOptions;
  onChange: (patch: PanelOptions) => void;
  errors: Record<string, string>;
}

/** One kind of panel, as the reference registers them: an id, a form for its options and a view. */
export interface PanelType {
  id: string;
  name: string;
  icon: string;
  description: string;
  defaultOptions: PanelOptions;
  /** Problems that stop the options being saved, keyed by option name (empty when fine). */
  validate(options: PanelOptions): Record<string, string>;
  View: ComponentType<PanelViewProps>;
  OptionsForm: ComponentType<PanelOptionsFormProps>;
}

/** The option as a string, or '' when unset or not a string. */
export function stringOption(options: PanelOptions, key: string): string {
  const value = options[key];
  return typeof value === 'string' ? value : '';
}

/** The option as a filter object, or undefined when unset or empty. */
export function filterOption(options: PanelOptions, key = 'filter'): Record<string, unknown> | undefined {
  const value = options[key];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.keys(value).length > 0 ? (value as Record<string, unknown>) : undefined;
}

/** The option as a whole number within bounds, or the fallback. */
export function integerOption(options: PanelOptions, key: string, fallback: number, min: number, max: number): number {
  const value = Number(options[key]);
  if (options[key] === undefined || options[key] === null || options[key] === '' || !Number.isInteger(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** The message for a filter option that is not a JSON object (raw text the form kept), or none. */
export function filterProblem(options: PanelOptions, key = 'filter'): Record<string, string> {
  const value = options[key];
  if (value === undefined || value === null) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return {};
  return { [key]: i18n.t('panels.filterNotObject', { example: '{"status":{"_eq":"published"}}' }) };
}
