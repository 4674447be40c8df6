/** A `directus_operations` row as the flow browser tests read it back through the API. */
export interface OperationRow {
  id: string;
  key: string;
  type: string;
  options: Record<string, unknown> | null;
  resolve: string | null;
  reject: string | null;
}
