export interface ColumnOption {
  key: string;
  label: string;
  /** The label of the group the field sits in (nested groups joined with " / "), null at the top. */
  group?: string | null;
}

export interface ColumnOptionSection {
  group: string | null;
  options: ColumnOption[];
}

/** Runs of options in the same group, in the order given (so field order survives). */
export function groupColumnOptions(options: readonly ColumnOption[]): ColumnOptionSection[] {
  const sections: ColumnOptionSection[] = [];
  for (const option of options) {
    const group = option.group ?? null;
    const last = sections.at(-1);
    if (last && last.group === group) last.options.push(option);
    else sections.push({ group, options: [option] });
  }
  return sections;
}
