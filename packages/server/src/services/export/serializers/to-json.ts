/** The JSON export file: the data alone (no envelope), tab-indented as the reference writes it. */
export function toJson(data: unknown): string {
  return JSON.stringify(data ?? null, null, '\t');
}
