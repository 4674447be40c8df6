import { useEffect } from 'react';

/** The tab's title: the page's name and the project's ("Articles · My Project"), or the project's alone. */
export function documentTitle(page: string | undefined, projectName: string): string {
  return page ? `${page} · ${projectName}` : projectName;
}

/** Keeps `document.title` on the page's name and the project's while the signed-in frame is shown. */
export function useDocumentTitle(page: string | undefined, projectName: string): void {
  useEffect(() => {
    document.title = documentTitle(page, projectName);
  }, [page, projectName]);
}
