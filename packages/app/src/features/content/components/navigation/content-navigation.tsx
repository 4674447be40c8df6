import { Link, useLocation } from 'react-router';
import { ErrorState } from '../../../../components/error-state.js';
import { Icon } from '../../../../components/icon.js';
import { Skeleton } from '../../../../components/skeleton.js';
import { usePermissions } from '../../../../lib/permissions/permissions-context.js';
import { collectionTitle } from '../../../../lib/schema/translated-name.js';
import { useTranslateLiteral } from '../../../../lib/translations/use-translate-literal.js';
import { useUserLanguage } from '../../../../lib/use-user-language.js';
import type { Preset } from '../../../../lib/schema/system-types.js';
import { useCollections } from '../../../../lib/schema/use-schema.js';
import { usePresets } from '../../api/use-presets.js';
import type { TreeNode } from './collection-tree.js';
import { readableCollectionTree } from './readable-tree.js';
import { useCollapsedFolders } from './use-collapsed-folders.js';
import './content-navigation.css';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

/** The content module's side navigation: the collections the user may read, grouped into folders, and bookmarks. */
export function ContentNavigation() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const collections = useCollections();
  const presets = usePresets();
  const [collapsed, setCollapsed] = useCollapsedFolders();

  if (collections.error) return <ErrorState error={collections.error} onRetry={() => void collections.refetch()} />;
  if (collections.isPending) return <Skeleton label={t('content.loadingCollections')} shape="list" count={5} />;
  const tree = readableCollectionTree(collections.data, permissions);
  const bookmarks = (presets.data ?? []).filter((preset) => preset.bookmark);

  return (
    <nav className="content-nav" aria-label={t('content.collections')}>
      {tree.length === 0 ? (
        <p className="content-nav__empty">{t('content.noCollectionsYet')}</p>
      ) : (
        <NodeList nodes={tree} bookmarks={bookmarks} collapsed={collapsed} setCollapsed={setCollapsed} />
      )}
    </nav>
  );
}

interface NodeListProps {
  nodes: TreeNode[];
  bookmarks: Preset[];
  collapsed: Record<string, boolean>;
  setCollapsed: (name: string, isCollapsed: boolean) => void;
}

function NodeList({ nodes, bookmarks, collapsed, setCollapsed }: NodeListProps) {
  return (
    <ul className="content-nav__list">
      {nodes.map((node) => (
        <NavNode key={node.collection.collection} node={node} bookmarks={bookmarks} collapsed={collapsed} setCollapsed={setCollapsed} />
      ))}
    </ul>
  );
}

function NavNode({ node, bookmarks, collapsed, setCollapsed }: { node: TreeNode } & Omit<NodeListProps, 'nodes'>) {
  const { t } = useTranslation();
  const location = useLocation();
  const name = node.collection.collection;
  // Its name in the user's language (`meta.translations`, where `$t:<key>` reads a translation string).
  const title = collectionTitle(node.collection, useUserLanguage());
  const label = useTranslateLiteral([title])(title);
  const own = bookmarks.filter((preset) => preset.collection === name);
  const hasChildren = node.children.length > 0 || own.length > 0;
  const mode = node.collection.meta?.collapse ?? 'open';
  const isCollapsed = mode !== 'locked' && (collapsed[name] ?? mode === 'closed');
  const bookmarkId = new URLSearchParams(location.search).get('bookmark');
  // The collection is current on its list and on its items' pages (not on `articles_tags` for
  // `articles`), unless one of its bookmarks is the page.
  const base = `/content/${name}`;
  const isCurrent = !bookmarkId && (location.pathname === base || location.pathname.startsWith(`${base}/`));

  return (
    <li className="content-nav__item">
      <div className="content-nav__row">
        {hasChildren && mode !== 'locked' ? (
          <button
            type="button"
            className="content-nav__toggle"
            aria-expanded={!isCollapsed}
            aria-label={`${isCollapsed ? 'Expand' : 'Collapse'} ${label}`}
            onClick={() => setCollapsed(name, !isCollapsed)}
          >
            {isCollapsed ? '▸' : '▾'}
          </button>
        ) : (
          <span className="content-nav__toggle" aria-hidden="true" />
        )}
        {node.isFolder ? (
          <span className="content-nav__folder">
            <Icon name={node.collection.meta?.icon} fallback="folder" />
            <span className="content-nav__label">{label}</span>
          </span>
        ) : (
          <Link
            to={base}
            className={`content-nav__link${isCurrent ? ' content-nav__link--active' : ''}`}
            aria-current={isCurrent ? 'page' : undefined}
          >
            <Icon name={node.collection.meta?.icon} />
            <span className="content-nav__label">{label}</span>
          </Link>
        )}
      </div>
      {hasChildren && !isCollapsed ? (
        <>
          {own.length > 0 ? (
            <ul className="content-nav__list content-nav__bookmarks" aria-label={t('content.bookmarksOf', { collection: label })}>
              {own.map((preset) => (
                <li key={preset.id}>
                  <Link
                    to={`${base}?bookmark=${preset.id}`}
                    className={`content-nav__link${bookmarkId === String(preset.id) ? ' content-nav__link--active' : ''}`}
                    aria-current={bookmarkId === String(preset.id) ? 'page' : undefined}
                  >
                    ★ {preset.bookmark}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {node.children.length > 0 ? (
            <NodeList nodes={node.children} bookmarks={bookmarks} collapsed={collapsed} setCollapsed={setCollapsed} />
          ) : null}
        </>
      ) : null}
    </li>
  );
}
