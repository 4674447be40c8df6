import { AssetThumbnail } from '../image/asset-thumbnail.js';
import { displayOptions, type DisplayProps } from '../types.js';
import { userRow } from './user-row.js';
import './user.css';

/** A user: avatar (picture, else initials) and name; `display_options.display` picks 'avatar', 'name' or 'both'. */
export function UserDisplay({ value, column }: DisplayProps) {
  const user = userRow(value);
  if (!user) return null;
  const mode = displayOptions(column).display;
  const initials = (
    <span aria-hidden="true" className="display-user__avatar">
      {user.initials}
    </span>
  );
  return (
    <span className="display-user" title={user.name}>
      {mode === 'name' ? null : user.avatar ? (
        <AssetThumbnail fileId={user.avatar} size={24} className="display-user__avatar" fallback={initials} />
      ) : (
        initials
      )}
      <span className={mode === 'avatar' ? 'visually-hidden' : 'display-user__name'}>{user.name}</span>
    </span>
  );
}
