import { useState } from 'react';
import { assetUrl, useAccessToken } from '../lib/assets/use-access-token.js';
import { useClient } from '../lib/client-context.js';
import './user-avatar.css';

export interface UserAvatarProps {
  /** The user's name, whose first letter stands in when there is no picture. */
  name: string;
  /** `directus_users.avatar`: a file id or the file row; null for none. */
  avatar: unknown;
  size?: number;
  className?: string;
}

/** A user's avatar picture (`/assets/:id?key=system-small-cover`), else the initial of their name. */
export function UserAvatar({ name, avatar, size = 28, className }: UserAvatarProps) {
  const client = useClient();
  const token = useAccessToken(avatar !== null && avatar !== undefined);
  const [failed, setFailed] = useState<string | null>(null);
  // Twice the drawn size keeps it sharp on high-density screens; the small preset is 64px.
  const src = token ? assetUrl(client.url, avatar, token, { key: size > 32 ? 'system-medium-cover' : 'system-small-cover' }) : null;
  const classes = ['user-avatar', className ?? ''].filter(Boolean).join(' ');
  const style = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (src && failed !== src)
    return <img className={`${classes} user-avatar--picture`} style={style} src={src} alt="" onError={() => setFailed(src)} />;
  return (
    <span className={classes} style={style} aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
