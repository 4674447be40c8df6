import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Notice } from '../../../../../components/notice.js';
import { usePageActionSlots } from '../../../../../lib/page-action-slots.js';
import { usePermissions } from '../../../../../lib/permissions/permissions-context.js';
import type { Collection, Field, PrimaryKey } from '../../../../../lib/schema/types.js';
import { HistoryList } from './history-list.js';
import { ItemComments } from './item-comments.js';
import { ItemStampsList } from './item-stamps-list.js';
import { RevisionDrawer } from './revision-drawer.js';
import './item-sidebar.css';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';

export interface ItemSidebarProps {
  collection: Collection;
  primaryKey: PrimaryKey;
  /** The item page's fields (what the user may not write is read-only). */
  fields: readonly Field[];
  /** Reverting writes the item, so it needs the update permission. */
  canRevert: boolean;
  /** After a revert: the page drops its unsaved edits. */
  onReverted: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="item-sidebar__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="item-sidebar__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Beside the form (below it on narrow screens), collapsible: who created and updated the item and
 * when, its revisions (each opens to what it changed, with Revert) or activity, its comments, and
 * the sections other features add through the page slots (shares).
 */
export function ItemSidebar({ collection, primaryKey, fields, canRevert, onReverted }: ItemSidebarProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(true);
  const [revisionId, setRevisionId] = useState<number | null>(null);
  const [reverted, setReverted] = useState<string | null>(null);
  const panelId = useId();
  const slots = usePageActionSlots();
  const name = collection.collection;
  const permissions = usePermissions();
  const accountability = collection.meta?.accountability ?? null;
  // Each part shows only when the role may read what it lists (the reference hides them likewise).
  const history =
    accountability === 'all'
      ? permissions.can('directus_revisions', 'read')
        ? 'revisions'
        : null
      : accountability && permissions.can('directus_activity', 'read')
        ? 'activity'
        : null;
  const hasComments = permissions.can('directus_activity', 'read');

  return (
    <aside className={`item-sidebar${isOpen ? '' : ' item-sidebar--closed'}`} aria-label={t('itemSidebar.label')}>
      <button
        type="button"
        className="item-sidebar__toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span aria-hidden="true">{isOpen ? '»' : '«'}</span> {t('itemSidebar.label')}
      </button>
      <div id={panelId} className="item-sidebar__panel" hidden={!isOpen}>
        <Section title={t('itemSidebar.info')}>
          <ItemStampsList collection={name} primaryKey={primaryKey} fields={fields} />
        </Section>
        {history ? (
          <Section title={t(history === 'revisions' ? 'itemSidebar.revisions' : 'itemSidebar.activity')}>
            {reverted ? <Notice kind="success">{t('itemSidebar.reverted', { when: reverted })}</Notice> : null}
            <HistoryList
              collection={name}
              primaryKey={primaryKey}
              withRevisions={history === 'revisions'}
              fields={fields}
              onOpen={setRevisionId}
            />
          </Section>
        ) : null}
        {hasComments ? (
          <Section title={t('itemSidebar.comments')}>
            <ItemComments collection={name} primaryKey={primaryKey} />
          </Section>
        ) : null}
        {slots.itemSidebar?.({ collection: name, primaryKey })}
      </div>
      {revisionId !== null ? (
        <RevisionDrawer
          collection={name}
          primaryKey={primaryKey}
          revisionId={revisionId}
          fields={fields}
          canRevert={canRevert}
          onClose={() => setRevisionId(null)}
          onReverted={(when) => {
            setRevisionId(null);
            setReverted(when);
            onReverted();
          }}
        />
      ) : null}
    </aside>
  );
}
