import './icon.css';

/** The shape of a Material Symbols name: lower-case words joined by underscores (`people_alt`, `123`). */
const ICON_NAME = /^[a-z0-9_]{1,64}$/;

export const DEFAULT_ICON = 'label';

/** The name to draw: a stored value that is not an icon name (null, `__proto__ `, `<b>`) draws the default. */
export function iconName(value: unknown, fallback: string = DEFAULT_ICON): string {
  return typeof value === 'string' && ICON_NAME.test(value) ? value : fallback;
}

export interface IconProps {
  /** A Material Symbols name, as collections, fields and modules store it. */
  name: string | null | undefined;
  /** Drawn when `name` is missing or not an icon name. */
  fallback?: string;
  filled?: boolean;
  className?: string;
  /** Names the icon for assistive technology; without it the icon is decoration. */
  label?: string;
}

/**
 * One Material Symbols icon, drawn by the self-hosted font's ligatures. The name is drawn from
 * `data-icon` by CSS, so it never joins the text of the link or button around it.
 */
export function Icon({ name, fallback, filled = false, className, label }: IconProps) {
  const classes = ['icon', filled ? 'icon--filled' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span
      className={classes}
      data-icon={iconName(name, fallback)}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
    />
  );
}
