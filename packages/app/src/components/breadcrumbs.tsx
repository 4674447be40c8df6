import { createContext, use, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n/use-translation.js';
import './components.css';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb (the current page) has none. */
  to?: string;
}

type Setter = (crumbs: Crumb[]) => void;

const CrumbsContext = createContext<Crumb[]>([]);
const SetCrumbsContext = createContext<Setter | null>(null);

/** Holds the current page's breadcrumbs for the header; pages set them with useBreadcrumbs. */
export function BreadcrumbProvider({ children }: { children: ReactNode }) {
  const [crumbs, setCrumbs] = useState<Crumb[]>([]);
  return (
    <SetCrumbsContext value={setCrumbs}>
      <CrumbsContext value={crumbs}>{children}</CrumbsContext>
    </SetCrumbsContext>
  );
}

/** Declares the page's breadcrumbs while it is shown. */
export function useBreadcrumbs(crumbs: Crumb[]): void {
  const setCrumbs = use(SetCrumbsContext);
  const serialised = JSON.stringify(crumbs);
  useEffect(() => {
    if (!setCrumbs) return;
    setCrumbs(JSON.parse(serialised) as Crumb[]);
    return () => setCrumbs([]);
  }, [serialised, setCrumbs]);
}

/** The current page's breadcrumbs (the last one names the page). */
export function useCurrentCrumbs(): Crumb[] {
  return use(CrumbsContext);
}

export function Breadcrumbs() {
  const crumbs = use(CrumbsContext);
  const { t } = useTranslation();
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumbs.label')} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
