export const form = {
  readOnly: 'read only',
  leaveUnchanged: 'Leave unchanged',
  newItemIn: 'New item in {{collection}}',
  editItemIn: 'Edit item in {{collection}}',
  done: 'Done',
  oneNeedsAttention: 'One field needs attention before saving',
  manyNeedAttention: '{{count}} fields need attention before saving',
  fieldsWithErrors: 'Fields with errors',
} as const;
