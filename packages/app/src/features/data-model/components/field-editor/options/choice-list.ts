/** One choice of a select: text and value, plus whatever else it carries (icon, colours, …). */
export type EditableChoice = Record<string, unknown> & { text: string; value: string | number };

/**
 * `choices` as rows to edit. Every property the editor does not show (foreground, background,
 * icon, color, …) stays on its choice, so editing one choice never wipes another's look.
 */
export function readChoiceList(value: unknown): EditableChoice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): EditableChoice[] => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return [];
    const { text, value: stored } = entry as { text?: unknown; value?: unknown };
    return [
      {
        ...(entry as Record<string, unknown>),
        text: typeof text === 'string' ? text : '',
        value: typeof stored === 'number' ? stored : String(stored ?? ''),
      },
    ];
  });
}

/** The list with one choice changed; a colour set to null drops the key rather than storing null. */
export function patchChoice(choices: readonly EditableChoice[], index: number, patch: Readonly<Record<string, unknown>>): EditableChoice[] {
  return choices.map((choice, at) => {
    if (at !== index) return choice;
    const next: EditableChoice = { ...choice };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === undefined) delete next[key];
      else next[key] = value;
    }
    return next;
  });
}
