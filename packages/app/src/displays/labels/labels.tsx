import { displayOptions, type DisplayProps } from '../types.js';
import { labelLooks } from './label-choices.js';
import './labels.css';

/** Choices as coloured chips, or as a coloured dot with the text (`showAsDot`). */
export function LabelsDisplay({ value, column }: DisplayProps) {
  const looks = labelLooks(value, column);
  const asDot = displayOptions(column).showAsDot === true;
  return (
    <span className="display-labels">
      {looks.map((look) =>
        asDot ? (
          <span key={look.value} className="display-labels__dotted">
            <span aria-hidden="true" className="display-labels__dot" style={{ background: look.background ?? 'var(--fg-muted)' }} />
            {look.text}
          </span>
        ) : (
          <span
            key={look.value}
            className="display-labels__chip"
            style={{ color: look.foreground ?? undefined, background: look.background ?? undefined }}
          >
            {look.text}
          </span>
        ),
      )}
    </span>
  );
}
