import { getRelationInfo, isPresentationField } from '../../lib/schema/relation-info.js';
import { fieldLabel } from '../../lib/schema/labels.js';
import type { RelationInfo } from '../../lib/schema/relation-info.js';
import { useFields } from '../../lib/schema/use-schema.js';
import type { Field, Relation } from '../../lib/schema/types.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

export interface PickedField {
  path: string[];
  /** The leaf field, once the path ends on a non-relational field. */
  leaf: Field | null;
}

function nextCollection(relation: RelationInfo): string {
  // A many-to-many path goes through the junction: `labels.labels_id.name` (api-reference §4).
  return relation.type === 'm2m' || relation.type === 'm2a' ? relation.junctionCollection : relation.relatedCollection;
}

interface FieldPathPickerProps {
  collection: string;
  relations: readonly Relation[];
  path: string[];
  onChange: (picked: PickedField) => void;
  /** The field this level hangs off, for the select's accessible name. */
  parentLabel?: string;
  /** For the fields of an m2o's related item: the choice meaning "the related item itself". */
  selfLabel?: string;
  depth?: number;
}

const MAX_DEPTH = 4;

/**
 * Chooses a field path for a filter rule: one select per level; a relational field opens
 * another select for the related collection's fields.
 */
export function FieldPathPicker({ collection, relations, path, onChange, parentLabel, selfLabel, depth = 0 }: FieldPathPickerProps) {
  const { t } = useTranslation();
  const fieldsQuery = useFields(collection);
  const fields = (fieldsQuery.data ?? []).filter(
    (field) => !isPresentationField(field) && (field.type !== 'alias' || getRelationInfo(collection, field.field, relations)),
  );
  const [head, ...rest] = path;
  const selected = fields.find((field) => field.field === head);
  const relation = selected ? getRelationInfo(collection, selected.field, relations) : null;

  function choose(key: string) {
    // The empty choice of an m2o's sub-select: the related item itself (its key).
    if (key === '' && selfLabel) {
      onChange({ path: [], leaf: null });
      return;
    }
    const field = fields.find((entry) => entry.field === key);
    if (!field) return;
    const relation = getRelationInfo(collection, key, relations);
    // An m2o is a rule of its own (filter by the related item); a list needs a field further on.
    const isLeaf = !relation || relation.type === 'm2o' || depth >= MAX_DEPTH;
    onChange({ path: [key], leaf: isLeaf ? field : null });
  }

  return (
    <>
      <select
        className="select filter-rule__field"
        aria-label={parentLabel ? t('filterBuilder.fieldOf', { parent: parentLabel }) : t('filterBuilder.field')}
        value={head ?? ''}
        disabled={fieldsQuery.isPending}
        onChange={(event) => choose(event.target.value)}
      >
        <option value="" disabled={!selfLabel}>
          {fieldsQuery.isPending ? t('filterBuilder.loadingFields') : (selfLabel ?? t('filterBuilder.chooseField'))}
        </option>
        {fields.map((field) => (
          <option key={field.field} value={field.field}>
            {fieldLabel(field)}
            {getRelationInfo(collection, field.field, relations) && depth < MAX_DEPTH ? ' →' : ''}
          </option>
        ))}
      </select>
      {selected && relation && depth < MAX_DEPTH ? (
        <FieldPathPicker
          collection={nextCollection(relation)}
          relations={relations}
          path={rest}
          parentLabel={fieldLabel(selected)}
          selfLabel={relation.type === 'm2o' ? t('filterBuilder.theItem', { field: fieldLabel(selected) }) : undefined}
          depth={depth + 1}
          onChange={(picked) =>
            onChange(
              picked.path.length === 0
                ? { path: [selected.field], leaf: selected }
                : { path: [selected.field, ...picked.path], leaf: picked.leaf },
            )
          }
        />
      ) : null}
    </>
  );
}
