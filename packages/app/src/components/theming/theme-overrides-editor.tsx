import { useId } from 'react';
import { Button } from '../button.js';
import { findTheme } from '../../lib/themes/built-in-themes.js';
import type { ThemeAppearance } from '../../lib/themes/built-in-themes.js';
import { ruleAt, withRule } from '../../lib/themes/theme-rules.js';
import type { ThemeRules } from '../../lib/themes/theme-rules.js';
import { OVERRIDABLE_RULES } from './overridable-rules.js';
import { pickerColor } from './picker-color.js';
import './theming.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

export interface ThemeOverridesEditorProps {
  label: string;
  appearance: ThemeAppearance;
  /** The theme the overrides go over: its values are the placeholders. */
  themeId: string | null | undefined;
  /** The stored overrides (`theme_light_overrides`…): nested rules, or null. */
  value: unknown;
  onChange: (rules: ThemeRules | null) => void;
  error?: string | undefined;
  /** The project colour being edited, for rules written `var(--project-color)`; else the page's. */
  projectColor?: string | null | undefined;
}

/**
 * A theme's overrides as a form: one row per rule, a colour picker plus the value as text (any
 * CSS colour), and a button to go back to the theme's value.
 */
export function ThemeOverridesEditor({ label, appearance, themeId, value, onChange, error, projectColor }: ThemeOverridesEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const theme = findTheme(appearance, themeId);
  return (
    <fieldset className="theme-overrides">
      <legend className="settings-field__label">{label}</legend>
      <div className="theme-overrides__rows">
        {OVERRIDABLE_RULES.map((rule) => {
          const inputId = `${id}-${rule.path.join('-')}`;
          const current = ruleAt(value, rule.path) ?? '';
          const fallback = ruleAt(theme.rules, rule.path) ?? '';
          const set = (next: string | null) => onChange(withRule(value, rule.path, next));
          return (
            <div key={inputId} className="theme-overrides__row">
              <label htmlFor={inputId}>{rule.label}</label>
              {rule.isColor ? (
                <input
                  type="color"
                  className="theme-overrides__picker"
                  aria-label={t('dialogs.colourPicker', { label: rule.label })}
                  value={pickerColor(current || fallback, projectColor)}
                  onChange={(event) => set(event.target.value.toUpperCase())}
                />
              ) : (
                <span />
              )}
              <input
                id={inputId}
                className="input mono"
                value={current}
                placeholder={fallback}
                onChange={(event) => set(event.target.value === '' ? null : event.target.value)}
              />
              <Button
                size="small"
                variant="ghost"
                aria-label={t('dialogs.resetNamed', { label: rule.label })}
                disabled={current === ''}
                onClick={() => set(null)}
              >
                {t('dialogs.reset')}
              </Button>
            </div>
          );
        })}
      </div>
      {error ? (
        <p className="settings-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
