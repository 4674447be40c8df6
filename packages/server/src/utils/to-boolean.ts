/** A boolean column as any driver returns it: true/false (pg), 1/0 (SQLite, MySQL), '1'/'0'. */
export function toBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
