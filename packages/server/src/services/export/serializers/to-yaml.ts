import { dump } from 'js-yaml';

/** The YAML export file: js-yaml's default block style (2-space indent, `- ` list items), as the reference. */
export function toYaml(data: unknown): string {
  return dump(data ?? null);
}
