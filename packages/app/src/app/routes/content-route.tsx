import { ContentLayout } from '../../features/content/components/content-layout.js';

/** `/content`: the content module (its own lazily loaded chunk). */
export function ContentRoute() {
  return <ContentLayout />;
}
