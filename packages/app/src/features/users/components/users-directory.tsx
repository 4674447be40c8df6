import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useBreadcrumbs } from '../../../components/breadcrumbs.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import type { MessageKey } from '../../../lib/i18n/i18n.js';
import { Button } from '../../../components/button.js';
import { EmptyState } from '../../../components/empty-state.js';
import { ErrorState } from '../../../components/error-state.js';
import { FilterBuilder } from '../../../components/filter-builder/filter-builder.js';
import { Spinner } from '../../../components/spinner.js';
import { useRoles } from '../../../lib/access/use-roles.js';
import { emptyGroup, treeToFilter } from '../../../lib/filter/filter-tree.js';
import type { FilterGroup } from '../../../lib/filter/filter-tree.js';
import { useRelations } from '../../../lib/schema/use-schema.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { DIRECTORY_PAGE_SIZE, useUsers } from '../api/use-users.js';
import { USER_STATUSES } from '../api/user-fields.js';
import { InviteDialog } from './invite-dialog.js';
import { UsersTable } from './users-table.js';

const STATUS_KEYS: Record<string, MessageKey> = {
  draft: 'users.statusDraft',
  invited: 'users.statusInvited',
  unverified: 'users.statusUnverified',
  active: 'users.statusActive',
  suspended: 'users.statusSuspended',
  archived: 'users.statusArchived',
};

/** `/users` and `/users/roles/:role`: search, a status filter, the table, invite and create. */
export function UsersDirectory() {
  const { role: roleParam } = useParams();
  const role = roleParam === undefined ? undefined : roleParam === 'none' ? null : roleParam;
  const roles = useRoles();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [isInviting, setInviting] = useState(false);
  const [isFiltering, setFiltering] = useState(false);
  const [tree, setTree] = useState<FilterGroup>(() => emptyGroup());
  const relations = useRelations();
  const filter = treeToFilter(tree);
  const debouncedSearch = useDebouncedValue(search, 250);
  const users = useUsers({ search: debouncedSearch, role, status, filter, page });
  const { t } = useTranslation();
  const roleName = role === null ? t('users.roleNone') : roles.data?.find((entry) => entry.id === role)?.name;
  const title = role === undefined ? t('shell.moduleUsers') : (roleName ?? t('users.role'));
  useBreadcrumbs(
    role === undefined ? [{ label: t('shell.moduleUsers') }] : [{ label: t('shell.moduleUsers'), to: '/users' }, { label: title }],
  );
  const pageCount = Math.max(1, Math.ceil((users.data?.count ?? 0) / DIRECTORY_PAGE_SIZE));

  return (
    <section aria-labelledby="users-title">
      <div className="users-toolbar">
        <h1 id="users-title" className="users-toolbar__title">
          {title}
        </h1>
        <input
          className="input"
          type="search"
          aria-label={t('users.search')}
          placeholder={t('collection.searchPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <select
          className="select"
          aria-label={t('users.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('users.anyStatus')}</option>
          {USER_STATUSES.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {STATUS_KEYS[entry.value] ? t(STATUS_KEYS[entry.value]!) : entry.label}
            </option>
          ))}
        </select>
        <Button aria-expanded={isFiltering} onClick={() => setFiltering(!isFiltering)}>
          {filter ? t('users.filterOn') : t('users.filter')}
        </Button>
        <Button onClick={() => setInviting(true)}>{t('users.invite')}</Button>
        <Link className="button button--primary" to="/users/+">
          {t('users.create')}
        </Link>
      </div>
      {isFiltering ? (
        <FilterBuilder
          collection="directus_users"
          relations={relations.data ?? []}
          value={tree}
          onChange={(next) => {
            setTree(next);
            setPage(1);
          }}
        />
      ) : null}
      {users.isPending ? (
        <Spinner label={t('users.loading')} />
      ) : users.error ? (
        <ErrorState error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.users.length === 0 ? (
        <EmptyState title={t('users.noUsers')} icon="search">
          <p>{search || status || filter ? t('users.noMatch') : t('users.noneYet')}</p>
        </EmptyState>
      ) : (
        <>
          <UsersTable users={users.data.users} roles={roles.data ?? []} />
          <div className="users-toolbar">
            <span>{t('users.pageOf', { page, count: pageCount, total: users.data.count })}</span>
            <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('pagination.previousPage')}
            </Button>
            <Button size="small" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
              {t('pagination.nextPage')}
            </Button>
          </div>
        </>
      )}
      {isInviting ? <InviteDialog roles={roles.data ?? []} defaultRole={role ?? null} onClose={() => setInviting(false)} /> : null}
    </section>
  );
}
