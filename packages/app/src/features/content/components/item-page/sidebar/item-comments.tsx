import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Button } from '../../../../../components/button.js';
import { Notice } from '../../../../../components/notice.js';
import { errorMessage, isForbidden } from '../../../../../lib/api-error.js';
import { useClient } from '../../../../../lib/client-context.js';
import { usePermissions } from '../../../../../lib/permissions/permissions-context.js';
import type { PrimaryKey } from '../../../../../lib/schema/types.js';
import { commentParts, insertMention, mentionedIds, mentionQueryAt } from './comment-mentions.js';
import { MentionList, MentionNobody, useMentionCandidates, type MentionCandidate } from './mention-picker.js';
import { historyKey, itemFilter } from './use-item-history.js';
import { formatWhen, userFields, userName } from './user-name.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';

/** The users the comments mention, read in one request, by id. */
function useMentionedUsers(comments: readonly string[]) {
  const client = useClient();
  const permissions = usePermissions();
  const ids = mentionedIds(comments);
  // Only what the role may read of users; without `id` nobody can be looked up.
  const fields = ['id', 'first_name', 'last_name', 'email'].filter((field) => permissions.isFieldAllowed('directus_users', 'read', field));
  return useQuery({
    queryKey: ['mentioned-users', ids, fields],
    enabled: ids.length > 0 && fields[0] === 'id',
    queryFn: async () => {
      const page = await client.readItems('directus_users', {
        filter: { id: { _in: ids } },
        fields,
        limit: ids.length,
      });
      return new Map((page.data as unknown as MentionCandidate[]).map((user) => [String(user.id).toLowerCase(), user]));
    },
  }).data;
}

/** A comment's text with each `@<user id>` shown as the user's name (ids the reader may not see stay as "@unknown user"). */
function CommentText({ comment, users }: { comment: string; users: Map<string, MentionCandidate> | undefined }) {
  const { t } = useTranslation();
  return (
    <p className="item-comment__text">
      {commentParts(comment).map((part, index) =>
        'user' in part ? (
          <span key={index} className="item-comment__mention">
            @{users?.has(part.user) ? userName(users.get(part.user)!) : t('itemSidebar.unknownUser')}
          </span>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/** The item's comments (activity rows with action `comment`), oldest first, and a box to add one. */
export function ItemComments({ collection, primaryKey }: { collection: string; primaryKey: PrimaryKey }) {
  const { t } = useTranslation();
  const client = useClient();
  const queryClient = useQueryClient();
  const inputId = useId();
  const listId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const canComment = usePermissions().can('directus_activity', 'create');
  const [text, setText] = useState('');
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const { candidates, nobody } = useMentionCandidates(mention?.query ?? null);
  const showList = mention !== null && candidates.length > 0;
  const key = [...historyKey(collection, primaryKey), 'comments'];
  const comments = useQuery({
    queryKey: key,
    queryFn: () =>
      client.readActivities({
        filter: {
          _and: [...itemFilter(collection, primaryKey)._and, { action: { _eq: 'comment' } }],
        },
        sort: ['timestamp'],
        limit: -1,
        fields: ['id', 'comment', 'timestamp', ...userFields('user')],
      }),
  });
  const add = useMutation({
    mutationFn: (comment: string) => client.createComment(collection, primaryKey, comment),
    onSuccess: async () => {
      setText('');
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const users = useMentionedUsers((comments.data ?? []).map((entry) => entry.comment ?? ''));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) add.mutate(text.trim());
  }

  function onType(value: string, caret: number) {
    setText(value);
    setMention(mentionQueryAt(value, caret));
    setActive(0);
  }

  function pick(user: MentionCandidate) {
    const element = input.current;
    if (!mention || !element) return;
    const next = insertMention(text, mention.start, element.selectionStart ?? text.length, String(user.id));
    setText(next.text);
    setMention(null);
    requestAnimationFrame(() => element.setSelectionRange(next.caret, next.caret));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!showList) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + candidates.length) % candidates.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(candidates[Math.min(active, candidates.length - 1)]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setMention(null);
    }
  }

  return (
    <>
      {comments.error && !isForbidden(comments.error) ? <Notice kind="danger">{errorMessage(comments.error)}</Notice> : null}
      {comments.data && comments.data.length > 0 ? (
        <ol className="item-sidebar__list" aria-label={t('itemSidebar.comments')}>
          {comments.data.map((entry) => (
            <li key={entry.id} className="item-sidebar__entry">
              <div className="item-sidebar__who">
                <strong>{userName(entry.user)}</strong> · <time dateTime={entry.timestamp}>{formatWhen(entry.timestamp)}</time>
              </div>
              <CommentText comment={entry.comment ?? ''} users={users} />
            </li>
          ))}
        </ol>
      ) : comments.data ? (
        <p className="item-sidebar__empty">{t('itemSidebar.noComments')}</p>
      ) : null}
      {canComment ? (
        <form className="item-comment__form" onSubmit={onSubmit} aria-label={t('itemSidebar.addCommentForm')}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('itemSidebar.comment')}
          </label>
          <textarea
            ref={input}
            id={inputId}
            className="textarea item-comment__input"
            rows={2}
            placeholder={t('itemSidebar.commentPlaceholder')}
            value={text}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={showList ? listId : undefined}
            aria-activedescendant={showList ? `${listId}-${Math.min(active, candidates.length - 1)}` : undefined}
            onChange={(event) => onType(event.target.value, event.target.selectionStart ?? event.target.value.length)}
            onKeyDown={onKeyDown}
            onBlur={() => setMention(null)}
          />
          {showList ? <MentionList id={listId} candidates={candidates} active={active} onPick={pick} /> : null}
          {mention && nobody ? <MentionNobody reason={nobody} query={mention.query} /> : null}
          {add.error ? <Notice kind="danger">{errorMessage(add.error)}</Notice> : null}
          <Button type="submit" size="small" disabled={!text.trim()} isLoading={add.isPending}>
            {t('itemSidebar.addComment')}
          </Button>
        </form>
      ) : null}
    </>
  );
}
