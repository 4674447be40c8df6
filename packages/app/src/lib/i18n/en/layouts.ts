export const layouts = {
  order: 'Order',
  selectAllOnPage: 'Select all rows on this page',
  reorderNamed: 'Reorder {{name}}',
  reorderHint: 'Drag, or use the arrow keys, to reorder',
  selectNamed: 'Select {{name}}',
  rangeHint: 'Shift-click to select a range',
  openNamed: 'Open {{name}}',
  chooseColumns: 'Choose columns',
  fields: 'Fields',
  items: 'Items',
  resizeNamed: 'Resize {{name}}',
} as const;
