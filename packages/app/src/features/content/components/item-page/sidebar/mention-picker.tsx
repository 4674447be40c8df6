import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../../../../lib/client-context.js';
import { useDebouncedValue } from '../../../../../lib/use-debounced-value.js';
import { userName, type UserRef } from './user-name.js';

export type MentionCandidate = Exclude<UserRef, string | null>;

const LIMIT = 8;

/** Users matching what follows the `@` (the API's search over names and e-mail), as the picker offers them. */
export function useMentionCandidates(query: string | null) {
  const client = useClient();
  const settled = useDebouncedValue(query, 150);
  return useQuery({
    queryKey: ['mention-candidates', settled],
    enabled: settled !== null,
    queryFn: async () =>
      (
        await client.readItems('directus_users', {
          ...(settled ? { search: settled } : {}),
          filter: { status: { _eq: 'active' } },
          fields: ['id', 'first_name', 'last_name', 'email'],
          sort: ['first_name', 'last_name'],
          limit: LIMIT,
        })
      ).data as unknown as MentionCandidate[],
  });
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
  return (
    <ul id={id} role="listbox" aria-label="Mention a user" className="item-comment__mentions">
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
