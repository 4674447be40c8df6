import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../../../../lib/client-context.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';
import { usePermissions } from '../../../../../lib/permissions/permissions-context.js';
import { useDebouncedValue } from '../../../../../lib/use-debounced-value.js';
import { isMentionable, mentionQuery } from './mention-query.js';
import { userName, type UserRef } from './user-name.js';

export type MentionCandidate = Exclude<UserRef, string | null>;

const LIMIT = 8;

/**
 * Users matching what follows the `@` (the API's search over names and e-mail), as the picker offers them, asked
 * only for what the role may read. `nobody` says why none are offered once the answer is in: the role may not
 * list users (`not-allowed`), or none matched (`no-match`).
 */
export function useMentionCandidates(query: string | null) {
  const client = useClient();
  const permissions = usePermissions();
  const settled = useDebouncedValue(query, 150);
  const request = mentionQuery(permissions, settled ?? '', LIMIT);
  const found = useQuery({
    queryKey: ['mention-candidates', settled, request],
    enabled: settled !== null && request !== null,
    queryFn: async () => {
      const page = await client.readItems('directus_users', request!);
      return (page.data as unknown as Array<MentionCandidate & { status?: unknown }>).filter(isMentionable).slice(0, LIMIT);
    },
  });
  const candidates = found.data ?? [];
  const nobody =
    query === null || settled !== query
      ? null
      : request === null
        ? 'not-allowed'
        : found.data && candidates.length === 0
          ? 'no-match'
          : null;
  return { candidates, nobody } as const;
}

/** Under the comment box when an `@name` lists nobody: why. */
export function MentionNobody({ reason, query }: { reason: 'not-allowed' | 'no-match'; query: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="item-comment__mentions-empty">
      {reason === 'not-allowed' ? t('mentions.notAllowed') : t('mentions.noMatch', { query })}
    </p>
  );
}

/** The list of users under the comment box while an `@name` is typed; the textarea keeps focus and drives it by keyboard. */
export function MentionList({
  id,
  candidates,
  active,
  onPick,
}: {
  id: string;
  candidates: MentionCandidate[];
  active: number;
  onPick: (user: MentionCandidate) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul id={id} role="listbox" aria-label={t('itemSidebar.mentionUser')} className="item-comment__mentions">
      {candidates.map((user, index) => (
        <li
          key={user.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={index === active ? 'item-comment__mention-option is-active' : 'item-comment__mention-option'}
          // mousedown, not click: the textarea must not lose its caret first.
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(user);
          }}
        >
          {userName(user)}
          {user.email ? <span className="item-comment__mention-email"> {user.email}</span> : null}
        </li>
      ))}
    </ul>
  );
}
