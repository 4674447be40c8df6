import type { Revision } from '../../../../../lib/schema/system-types.js';

/**
 * Whether a revision was made by a user the reader may not see: the role cannot read its activity
 * (by default a role reads only its own activity, so the API answers `activity: null`) or cannot
 * read the user (the activity's `user` stays an id). Such an edit is "a user"'s, never "System"'s,
 * which is a revision whose readable activity has no user.
 */
export function isRevisionAuthorHidden(activity: Revision['activity'] | null | undefined): boolean {
  if (typeof activity !== 'object' || activity === null) return true;
  return typeof activity.user === 'string';
}
