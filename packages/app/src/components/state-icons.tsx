/** Line icons for empty, not-found and no-access states (24×24, drawn in currentColor). */
export type StateIconName = 'inbox' | 'search' | 'missing' | 'lock' | 'folder';

const PATHS: Record<StateIconName, string> = {
  inbox: 'M3 13h5l1.5 3h5L16 13h5M5 5h14l2 8v6H3v-6z',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 0 0 0-13zM15.5 15.5L21 21',
  missing: 'M6 3h9l4 4v14H6zM14 3v5h5M10 12l5 5M15 12l-5 5',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  folder: 'M3 6h6l2 2h10v11H3z',
};

export function StateIcon({ name }: { name: StateIconName }) {
  return (
    <svg
      className="state-box__icon"
      width="48"
      height="48"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
