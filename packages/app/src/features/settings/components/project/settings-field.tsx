import { useId } from 'react';
import type { ReactNode } from 'react';

interface SettingsFieldProps {
  label: string;
  error?: string | undefined;
  note?: string;
  width?: 'half' | 'full';
  /** Renders the control with the id the label points at and the id of its error/note. */
  children: (control: { id: string; describedBy: string | undefined; isInvalid: boolean }) => ReactNode;
}

/** One labelled setting with its note and, when refused, its message right below it. */
export function SettingsField({ label, error, note, width = 'half', children }: SettingsFieldProps) {
  const id = useId();
  const describedBy = error || note ? `${id}-hint` : undefined;
  return (
    <div className={`settings-field settings-field--${width}`}>
      <label className="settings-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy, isInvalid: Boolean(error) })}
      {error ? (
        <p id={describedBy} className="settings-field__error" role="alert">
          {error}
        </p>
      ) : note ? (
        <p id={describedBy} className="settings-field__note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
