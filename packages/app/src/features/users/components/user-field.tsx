import { useId } from 'react';
import type { ReactNode } from 'react';

export interface UserFieldProps {
  label: string;
  /** The server's refusal of this field, shown under it. */
  error?: string;
  isFull?: boolean;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled field of the user page with the server's message about it. */
export function UserField({ label, error, isFull = false, children }: UserFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`user-form__field${isFull ? ' user-form__field--full' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      {error ? (
        <p id={errorId} className="user-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
