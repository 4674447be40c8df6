/** What a webhook or manual trigger hands its flow as `$trigger` (api-reference section 8). */
export interface HttpTriggerData {
  path: string;
  query: unknown;
  body: unknown;
  method: string;
  headers: Record<string, unknown>;
}
