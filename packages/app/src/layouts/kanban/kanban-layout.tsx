import { DndContext, KeyboardSensor, PointerSensor, closestCorners, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorState } from '../../components/error-state.js';
import { Skeleton } from '../../components/skeleton.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';
import type { Field, Item, PrimaryKey } from '../../lib/schema/types.js';
import { cardId, groupFieldCandidates, groupRows, planDrop, resolveOptions, textFieldCandidates } from './kanban-columns.js';
import type { KanbanOptions } from './kanban-layout-options.js';
import { KanbanColumnList } from './kanban-column-list.js';
import { kanbanAnnouncements, kanbanInstructions } from './kanban-announcements.js';
import { KanbanOptionsBar } from './kanban-options.js';
import { useKanbanItems } from './use-kanban-items.js';
import './kanban.css';

export interface KanbanLayoutProps {
  itemsKey: readonly unknown[];
  collection: string;
  fields: readonly Field[];
  primaryKeyField: string;
  /** The page's filter (archive included) and search. */
  filter: Record<string, unknown> | undefined;
  search: string;
  sortField: string | null;
  itemHref: (row: Item) => string;
  options: KanbanOptions;
  onOptionsChange: (options: KanbanOptions) => void;
  /** May the user change the group field (update permission)? Else the board is read-only. */
  canUpdateField: (field: string) => boolean;
  /** May the user reorder by the sort field? */
  canSort: boolean;
}

const show = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The options the user changed, so a fallback never gets saved as their choice. */
function changedOnly(shown: KanbanOptions, changed: KanbanOptions): Partial<KanbanOptions> {
  const keys = ['groupField', 'titleField', 'textField'] as const;
  return Object.fromEntries(keys.filter((key) => shown[key] !== changed[key]).map((key) => [key, changed[key]]));
}

/** The kanban layout: a column per choice of the group field, cards moved between them by dragging. */
export default function KanbanLayout(props: KanbanLayoutProps) {
  const { fields, primaryKeyField: pk, sortField } = props;
  const { t } = useTranslation();
  const options = resolveOptions(props.options, fields, pk);
  const groupField = fields.find((field) => field.field === options.groupField);
  const canDrag = Boolean(groupField && props.canUpdateField(groupField.field));
  const queryFields = [pk, options.groupField, options.titleField, options.textField, sortField].filter((key): key is string =>
    Boolean(key),
  );
  const { items, drop, showMore } = useKanbanItems({
    itemsKey: props.itemsKey,
    collection: props.collection,
    primaryKey: pk,
    groupField,
    fields: [...new Set(queryFields)],
    filter: props.filter,
    search: props.search,
    sort: [sortField ?? pk],
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const optionsBar = (
    <KanbanOptionsBar
      options={options}
      groupFields={groupFieldCandidates(fields)}
      textFields={textFieldCandidates(fields)}
      onChange={(changed) => props.onOptionsChange({ ...props.options, ...changedOnly(options, changed) })}
    />
  );
  if (!groupField) {
    return (
      <EmptyState title={t('layoutOptions.noGroupField')} icon="inbox">
        {t('layoutOptions.noGroupFieldText')}
      </EmptyState>
    );
  }
  if (items.error) return <ErrorState error={items.error} onRetry={() => void items.refetch()} />;
  if (items.isPending) return <Skeleton label={t('collection.loadingItems')} shape="rows" count={5} />;

  const { rows, values, hidden } = items.data;
  const columns = groupRows(rows, groupField, values, hidden);
  const cardTitle = (row: Item) => show(row[options.titleField ?? pk]) || show(row[pk]);
  const cardOf = (id: string) => rows.find((row) => cardId(row[pk] as PrimaryKey) === id);
  const columnOf = (id: string) =>
    columns.find((column) => column.id === id || column.rows.some((row) => cardId(row[pk] as PrimaryKey) === id))?.title ??
    t('layoutOptions.theBoard');
  const accessibility = {
    announcements: kanbanAnnouncements((id) => {
      const row = cardOf(id);
      return row ? cardTitle(row) : t('layoutOptions.theItem');
    }, columnOf),
    screenReaderInstructions: kanbanInstructions(),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const planned = planDrop(
      columns,
      String(active.id),
      over ? String(over.id) : null,
      groupField.field,
      pk,
      Boolean(sortField) && props.canSort,
    );
    if (planned) drop(planned);
  };
  return (
    <div className="kanban">
      {optionsBar}
      <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={onDragEnd} accessibility={accessibility}>
        <div
          className={`kanban__board${items.isPlaceholderData ? ' kanban__board--fetching' : ''}`}
          // Busy while the columns reload (after a move, a filter): assistive tech and tests wait for it.
          aria-busy={items.isFetching}
        >
          {columns.map((column) => (
            <KanbanColumnList
              key={column.id}
              column={column}
              primaryKey={pk}
              cardTitle={cardTitle}
              cardText={(row) => (options.textField ? show(row[options.textField]) || null : null)}
              itemHref={props.itemHref}
              canDrag={canDrag}
              onShowMore={() => showMore(column.id)}
            />
          ))}
        </div>
      </DndContext>
    </div>
  );
}
