import type { ReactNode } from 'react';
import './components.css';

export interface NoticeProps {
  kind?: 'info' | 'success' | 'warning' | 'danger';
  title?: string;
  children?: ReactNode;
}

/** An inline message; danger notices are announced at once (role="alert"). */
export function Notice({ kind = 'info', title, children }: NoticeProps) {
  return (
    <div className={`notice notice--${kind}`} role={kind === 'danger' ? 'alert' : 'status'}>
      {title ? <strong className="notice__title">{title}</strong> : null}
      {children ? <div className="notice__body">{children}</div> : null}
    </div>
  );
}
