/** One step of a flow as the engine runs it (a `directus_operations` row). */
export interface OperationNode {
  id: string;
  key: string;
  type: string;
  options: Record<string, unknown>;
  resolve: string | null;
  reject: string | null;
  flow: string;
}

export type FlowTrigger = 'event' | 'schedule' | 'operation' | 'webhook' | 'manual';

/** An active flow with its steps (a `directus_flows` row plus its operations, by id). */
export interface FlowDefinition {
  id: string;
  name: string;
  trigger: FlowTrigger | null;
  /** Whose activity a run records: `all` (activity and a revision), `activity`, or null (nothing). */
  accountability: 'all' | 'activity' | null;
  options: Record<string, unknown>;
  /** The first operation's id. */
  operation: string | null;
  operations: ReadonlyMap<string, OperationNode>;
}
