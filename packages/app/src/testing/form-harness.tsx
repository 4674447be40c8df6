import { useState } from 'react';
import { ItemForm } from '../form/item-form.js';
import type { ItemFormProps } from '../form/item-form.js';
import type { Item } from '../lib/schema/types.js';

export interface FormHarnessProps extends Omit<ItemFormProps, 'edits' | 'onChange'> {
  /** Receives the form's edits after every change. */
  onEdits?: (edits: Item) => void;
}

/** Holds the edits state an item page would, so a test can drive ItemForm alone. */
export function FormHarness({ onEdits, ...props }: FormHarnessProps) {
  const [edits, setEdits] = useState<Item>({});
  return (
    <form aria-label="Item form" onSubmit={(event) => event.preventDefault()}>
      <ItemForm
        {...props}
        edits={edits}
        onChange={(next) => {
          setEdits(next);
          onEdits?.(next);
        }}
      />
    </form>
  );
}
