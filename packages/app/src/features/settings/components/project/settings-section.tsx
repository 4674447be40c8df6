import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Settings } from '../../../../lib/schema/system-types.js';
import type { SettingsErrors } from './validate-settings.js';

/** What every group of the project settings form receives. */
export interface SettingsGroupProps {
  values: Settings;
  errors: SettingsErrors;
  set: <Field extends keyof Settings>(field: Field, value: Settings[Field] | string | number | null) => void;
}

/** One titled group of settings (a region, so tests and screen readers can find it by name). */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h2 id={id} className="settings-section__title">
        {title}
      </h2>
      <div className="settings-grid">{children}</div>
    </section>
  );
}
