import { useBreadcrumbs } from '../../components/breadcrumbs.js';
import { EmptyState } from '../../components/empty-state.js';
import { MODULES } from '../shell/modules.js';

function ModulePlaceholder({ label }: { label: string }) {
  useBreadcrumbs([{ label }]);
  return (
    <EmptyState title={label} icon="folder">
      <p>This module is not part of the app yet.</p>
    </EmptyState>
  );
}

/** Users, files, insights and settings modules: routes exist so the module bar works. */
export function modulePlaceholder(id: string) {
  const label = MODULES.find((module) => module.id === id)?.label ?? id;
  return <ModulePlaceholder label={label} />;
}
