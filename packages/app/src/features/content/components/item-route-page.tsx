import { primaryKeyField } from '../../../lib/schema/relation-info.js';
import type { CurrentUser } from '../../../lib/schema/system-types.js';
import type { Field, PrimaryKey } from '../../../lib/schema/types.js';
import { WithCollectionSchema } from './content-data.js';
import { ItemPage } from './item-page/item-page.js';
import { userVariables } from './user-variables.js';

/** The key from the URL, as a number when the primary key is an integer column. */
function parseKey(raw: string, fields: readonly Field[]): PrimaryKey | '+' {
  if (raw === '+') return '+';
  const type = fields.find((field) => field.field === primaryKeyField(fields))?.type;
  return (type === 'integer' || type === 'bigInteger') && /^\d+$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : raw;
}

/** `/content/:collection/:key` (`+` for a new item). */
export function ItemRoutePage({ name, itemKey, user }: { name: string; itemKey: string; user: CurrentUser }) {
  return (
    <WithCollectionSchema name={name} loading="fields">
      {({ collection, fields, relations }) => (
        <ItemPage
          key={`${name}:${itemKey}`}
          collection={collection}
          fields={fields}
          relations={relations}
          primaryKey={parseKey(itemKey, fields)}
          variables={userVariables(user)}
        />
      )}
    </WithCollectionSchema>
  );
}
