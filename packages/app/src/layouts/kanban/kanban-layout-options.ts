/** The kanban layout's options, saved in the preset as `layout_options.kanban`. */
export interface KanbanOptions {
  groupField: string | null;
  titleField: string | null;
  textField: string | null;
}

export const DEFAULT_KANBAN_OPTIONS: KanbanOptions = { groupField: null, titleField: null, textField: null };
