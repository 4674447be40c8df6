import { useId } from 'react';
import type { CSSProperties } from 'react';
import { themesOf } from '../../lib/themes/built-in-themes.js';
import type { Theme, ThemeAppearance } from '../../lib/themes/built-in-themes.js';
import { rulesToCssVariables } from '../../lib/themes/theme-rules.js';
import './theming.css';

export interface ThemePickerProps {
  label: string;
  appearance: ThemeAppearance;
  /** The stored theme id; null is the first choice (`nullLabel`, or the default theme). */
  value: string | null | undefined;
  onChange: (id: string | null) => void;
  /** Offers "no choice" (e.g. "Project default" on a user) as a first option storing null. */
  nullLabel?: string;
  error?: string | undefined;
}

/** The theme's own variables on the swatch, so it previews the colours the app would take. */
const swatchStyle = (theme: Theme) => Object.fromEntries(rulesToCssVariables(theme.rules)) as CSSProperties;

/** A radio group of the built-in themes of one appearance, each with a preview swatch. */
export function ThemePicker({ label, appearance, value, onChange, nullLabel, error }: ThemePickerProps) {
  const name = useId();
  const themes = themesOf(appearance);
  const checked = nullLabel ? (value ?? null) : (themes.find((theme) => theme.id === value)?.id ?? themes[0]?.id);
  return (
    <fieldset className="theme-picker" aria-invalid={error ? true : undefined}>
      <legend className="settings-field__label">{label}</legend>
      <div className="theme-picker__choices">
        {nullLabel ? (
          <label className="theme-picker__choice">
            <input type="radio" name={name} checked={checked === null} onChange={() => onChange(null)} />
            <span className="theme-swatch theme-swatch--none" aria-hidden="true" />
            <span>{nullLabel}</span>
          </label>
        ) : null}
        {themes.map((theme) => (
          <label key={theme.id} className="theme-picker__choice">
            <input type="radio" name={name} checked={checked === theme.id} onChange={() => onChange(theme.id)} />
            <ThemeSwatch theme={theme} />
            <span>{theme.name}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="settings-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A miniature of the app in a theme: module bar, page, a line of text and the primary colour. */
export function ThemeSwatch({ theme }: { theme: Theme }) {
  return (
    <span className="theme-swatch" style={swatchStyle(theme)} data-testid={`swatch ${theme.appearance} ${theme.id}`} aria-hidden="true">
      <span className="theme-swatch__bar" />
      <span className="theme-swatch__page">
        <span className="theme-swatch__text" />
        <span className="theme-swatch__primary" />
      </span>
    </span>
  );
}
