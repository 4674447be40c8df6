import { optionString } from '../types.js';
import type { InterfaceProps } from '../types.js';

/** A horizontal rule with an optional title (`presentation-divider`); holds no data. */
export function PresentationDivider({ options }: InterfaceProps) {
  const title = optionString(options, 'title');
  return (
    <div className="presentation-divider" role="separator">
      {title ? <h3 className="presentation-divider__title">{title}</h3> : null}
    </div>
  );
}
