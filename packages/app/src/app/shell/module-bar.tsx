import { NavLink } from 'react-router';
import { Icon } from '../../components/icon.js';
import type { ModuleLink } from './modules.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';
import { ProjectMark, type ProjectMarkProps } from './project-mark.js';

/** The narrow bar of modules on the far left, under the project's mark. */
export function ModuleBar({ modules, project }: { modules: ModuleLink[]; project: ProjectMarkProps }) {
  const { t } = useTranslation();
  return (
    <nav className="module-bar" aria-label={t('shell.modules')}>
      <ProjectMark {...project} />
      <ul>
        {modules.map((module) => {
          const label = module.labelKey ? t(module.labelKey) : module.label;
          return (
            <li key={module.id}>
              {module.isExternal ? (
                <a className="module-bar__link" href={module.to} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
                  <Icon name={module.icon} />
                </a>
              ) : (
                <NavLink className="module-bar__link" to={module.to} aria-label={label} title={label}>
                  <Icon name={module.icon} />
                </NavLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
