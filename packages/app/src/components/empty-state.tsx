import type { ReactNode } from 'react';
import './components.css';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state-box" role="status">
      <h2 className="state-box__title">{title}</h2>
      {children ? <div className="state-box__body">{children}</div> : null}
    </div>
  );
}
