import { useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { commandForShortcut } from './markdown-commands.js';
import type { TextState } from './markdown-edits.js';

/**
 * The textarea side of the Markdown editor: applies toolbar edits (keeping the browser's own
 * undo where it can), restores the selection they leave, handles Ctrl/Cmd+B/I/K, and grows the
 * textarea's height with its text.
 */
export function useMarkdownTextarea(onText: (value: string) => void) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);

  useLayoutEffect(() => {
    const textarea = ref.current;
    if (!textarea) return;
    const selection = pendingSelection.current;
    if (selection) {
      pendingSelection.current = null;
      textarea.focus();
      textarea.setSelectionRange(selection[0], selection[1]);
    }
    // Grow with the text: measure the content's height, then add the borders back.
    textarea.style.height = 'auto';
    const borders = textarea.offsetHeight - textarea.clientHeight;
    if (textarea.scrollHeight > 0) textarea.style.height = `${textarea.scrollHeight + borders}px`;
  });

  function apply(edit: (state: TextState) => TextState) {
    const textarea = ref.current;
    if (!textarea || textarea.readOnly) return;
    const next = edit({ value: textarea.value, start: textarea.selectionStart, end: textarea.selectionEnd });
    pendingSelection.current = [next.start, next.end];
    if (!replaceThroughBrowser(textarea, next.value)) onText(next.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const command = commandForShortcut(event.key);
    if (!command) return;
    event.preventDefault();
    apply(command.apply);
  }

  return { ref, apply, onKeyDown };
}

/**
 * Replaces only the changed middle of the text with `insertText`, which the browser records in
 * its undo history (Ctrl+Z undoes a toolbar edit) and reports as ordinary input. False where the
 * browser cannot (jsdom), and the caller sets the value itself.
 */
function replaceThroughBrowser(textarea: HTMLTextAreaElement, next: string): boolean {
  const current = textarea.value;
  if (current === next) return true;
  let prefix = 0;
  while (prefix < current.length && prefix < next.length && current[prefix] === next[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < current.length - prefix &&
    suffix < next.length - prefix &&
    current[current.length - 1 - suffix] === next[next.length - 1 - suffix]
  )
    suffix += 1;
  if (typeof document.execCommand !== 'function') return false;
  textarea.focus();
  textarea.setSelectionRange(prefix, current.length - suffix);
  const inserted = next.slice(prefix, next.length - suffix);
  try {
    // An empty insertText does nothing; deleting the selection is the same edit.
    const isDone = inserted === '' ? document.execCommand('delete') : document.execCommand('insertText', false, inserted);
    return isDone && textarea.value === next;
  } catch {
    return false;
  }
}
