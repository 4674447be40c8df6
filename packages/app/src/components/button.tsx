import type { ButtonHTMLAttributes } from 'react';
import './components.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: 'normal' | 'small';
  /** Shows a busy state and blocks clicks while an action runs. */
  isLoading?: boolean;
}

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'secondary',
  size = 'normal',
  isLoading = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, size === 'small' ? 'button--small' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || isLoading} aria-busy={isLoading || undefined} {...rest}>
      {isLoading ? <span className="button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
