/** A confirmation-form field of a manual flow (`options.fields`), as the reference's flow editor stores it. */
export interface ManualFlowField {
  field: string;
  type?: string;
  name?: string;
  meta?: { interface?: string; required?: boolean; note?: string; options?: Record<string, unknown> | null; width?: string } | null;
}

/** `options` of a flow whose trigger is `manual` (api-reference section 8). */
export interface ManualFlowOptions {
  collections?: string[];
  location?: 'item' | 'collection' | 'both';
  requireSelection?: boolean;
  requireConfirmation?: boolean;
  confirmationDescription?: string;
  fields?: ManualFlowField[];
  async?: boolean;
}

/** A row of `directus_flows`. */
export interface FlowRecord {
  id: string;
  name: string;
  icon: string | null;
  color: string | null;
  description: string | null;
  status: 'active' | 'inactive';
  trigger: 'event' | 'schedule' | 'operation' | 'webhook' | 'manual' | null;
  accountability: 'all' | 'activity' | null;
  options: Record<string, unknown> | null;
  /** The first operation's id. */
  operation: string | null;
  date_created?: string | null;
  user_created?: string | null;
}

/** A row of `directus_operations`: `resolve` and `reject` name the next operation on each path. */
export interface OperationRecord {
  id: string;
  name: string | null;
  key: string;
  type: string;
  position_x: number;
  position_y: number;
  options: Record<string, unknown> | null;
  resolve: string | null;
  reject: string | null;
  flow: string;
}
