import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../../components/button.js';
import { Notice } from '../../../../../components/notice.js';
import { errorMessage } from '../../../../../lib/api-error.js';
import { useClient } from '../../../../../lib/client-context.js';
import type { PrimaryKey } from '../../../../../lib/schema/types.js';
import { historyKey, itemFilter } from './use-item-history.js';
import { formatWhen, userFields, userName } from './user-name.js';

/** The item's comments (activity rows with action `comment`), oldest first, and a box to add one. */
export function ItemComments({ collection, primaryKey }: { collection: string; primaryKey: PrimaryKey }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [text, setText] = useState('');
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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) add.mutate(text.trim());
  }

  return (
    <>
      {comments.error ? <Notice kind="danger">{errorMessage(comments.error)}</Notice> : null}
      {comments.data && comments.data.length > 0 ? (
        <ol className="item-sidebar__list" aria-label="Comments">
          {comments.data.map((entry) => (
            <li key={entry.id} className="item-sidebar__entry">
              <div className="item-sidebar__who">
                <strong>{userName(entry.user)}</strong> · <time dateTime={entry.timestamp}>{formatWhen(entry.timestamp)}</time>
              </div>
              <p className="item-comment__text">{entry.comment}</p>
            </li>
          ))}
        </ol>
      ) : comments.data ? (
        <p className="item-sidebar__empty">No comments yet.</p>
      ) : null}
      <form className="item-comment__form" onSubmit={onSubmit} aria-label="Add a comment">
        <label htmlFor={inputId} className="visually-hidden">
          Comment
        </label>
        <textarea
          id={inputId}
          className="textarea item-comment__input"
          rows={2}
          placeholder="Leave a comment…"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {add.error ? <Notice kind="danger">{errorMessage(add.error)}</Notice> : null}
        <Button type="submit" size="small" disabled={!text.trim()} isLoading={add.isPending}>
          Add comment
        </Button>
      </form>
    </>
  );
}
