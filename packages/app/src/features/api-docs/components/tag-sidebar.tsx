import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import type { ApiTag } from '../api/group-operations.js';

interface TagSidebarProps {
  tags: readonly ApiTag[];
  selected: string | undefined;
  filter: string;
  onFilterChange: (filter: string) => void;
}

/** The filter box and the tags it leaves, collections first then system, each a link that opens the tag. */
export function TagSidebar({ tags, selected, filter, onFilterChange }: TagSidebarProps) {
  const { t } = useTranslation();
  const filterId = useId();
  const groups = [
    { label: t('apiDocs.collections'), tags: tags.filter((tag) => !tag.isSystem) },
    { label: t('apiDocs.system'), tags: tags.filter((tag) => tag.isSystem) },
  ];
  return (
    <aside className="api-docs-sidebar">
      <label className="visually-hidden" htmlFor={filterId}>
        {t('apiDocs.filter')}
      </label>
      <input
        id={filterId}
        className="input api-docs-sidebar__filter"
        type="search"
        value={filter}
        placeholder={t('apiDocs.filterPlaceholder')}
        onChange={(event) => onFilterChange(event.target.value)}
      />
      <nav aria-label={t('apiDocs.tags')}>
        {groups.map((group) =>
          group.tags.length > 0 ? <TagGroup key={group.label} label={group.label} tags={group.tags} selected={selected} /> : null,
        )}
      </nav>
    </aside>
  );
}

function TagGroup({ label, tags, selected }: { label: string; tags: readonly ApiTag[]; selected: string | undefined }) {
  const labelId = useId();
  return (
    <>
      <p className="api-docs-sidebar__group" id={labelId}>
        {label}
      </p>
      <ul className="api-docs-sidebar__list" aria-labelledby={labelId}>
        {tags.map((tag) => (
          <li key={tag.name}>
            <Link
              className="api-docs-sidebar__link"
              to={{ search: `?${new URLSearchParams({ tag: tag.name }).toString()}` }}
              aria-current={tag.name === selected ? 'page' : undefined}
            >
              {tag.name}
              <span className="api-docs-sidebar__count" aria-hidden="true">
                {tag.operations.length}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
