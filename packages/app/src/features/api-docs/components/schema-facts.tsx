import type { JsonSchema } from '../../../lib/api-docs/types.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** The facts of a schema beside its type: `format` and the allowed values of an `enum`. */
export function SchemaFacts({ schema }: { schema: JsonSchema }) {
  const { t } = useTranslation();
  const values = Array.isArray(schema.enum) ? schema.enum : [];
  return (
    <>
      {typeof schema.format === 'string' ? (
        <span className="schema-node__fact">
          {t('apiDocs.format')}: <code>{schema.format}</code>
        </span>
      ) : null}
      {values.length > 0 ? (
        <span className="schema-node__fact">
          {t('apiDocs.enumValues')}:{' '}
          {values.map((value, index) => (
            <code key={index} className="schema-node__enum">
              {JSON.stringify(value)}
            </code>
          ))}
        </span>
      ) : null}
    </>
  );
}
