import type { DisplayProps } from '../types.js';
import { booleanLook, booleanValue } from './boolean-look.js';

/** A check or cross in the on/off colour, with the label when one is configured. */
export function BooleanDisplay({ value, column }: DisplayProps) {
  const state = booleanValue(value);
  if (state === null) return null;
  const look = booleanLook(state, column);
  return (
    <span className="display-boolean" style={{ color: look.color }}>
      <span aria-hidden="true" className="display-boolean__icon">
        {look.icon}
      </span>
      <span className={look.isLabelShown ? undefined : 'visually-hidden'}>{look.text}</span>
    </span>
  );
}
