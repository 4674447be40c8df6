import type { ReactNode } from 'react';
import { StateIcon } from './state-icons.js';
import type { StateIconName } from './state-icons.js';
import './components.css';
import './states.css';

export interface EmptyStateProps {
  title: string;
  /** What the state is about at a glance; every page-level empty state has one. */
  icon?: StateIconName;
  children?: ReactNode;
  /** The action that fills the state (create an item, clear the search, go back…). */
  action?: ReactNode;
}

export function EmptyState({ title, icon, children, action }: EmptyStateProps) {
  return (
    <div className="state-box" role="status">
      {icon ? <StateIcon name={icon} /> : null}
      <h2 className="state-box__title">{title}</h2>
      {children ? <div className="state-box__body">{children}</div> : null}
      {action ? <div className="state-box__action">{action}</div> : null}
    </div>
  );
}
