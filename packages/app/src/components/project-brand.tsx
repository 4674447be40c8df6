import type { ProjectInfo } from '../lib/schema/system-types.js';
import './components.css';

export interface ProjectBrandProps {
  project: ProjectInfo | undefined;
  /** The API's address, for the logo's `/assets/<id>`. */
  apiUrl: string;
  /** The project's name as the page's heading (sign-in), or as a line above the page's own heading. */
  nameAsHeading?: boolean;
}

/** The project's logo (or its initial on the project colour), name and descriptor, as the public pages show them. */
export function ProjectBrand({ project, apiUrl, nameAsHeading = false }: ProjectBrandProps) {
  const name = project?.project_name || 'Tessera';
  return (
    <header className="project-brand">
      {project?.project_logo ? (
        <img className="project-brand__logo" src={`${apiUrl}/assets/${encodeURIComponent(project.project_logo)}`} alt="" />
      ) : (
        <span className="project-brand__logo project-brand__logo--placeholder" aria-hidden="true">
          {name.charAt(0)}
        </span>
      )}
      <div>
        {nameAsHeading ? <h1 className="project-brand__name">{name}</h1> : <p className="project-brand__name">{name}</p>}
        {project?.project_descriptor ? <p className="project-brand__descriptor">{project.project_descriptor}</p> : null}
      </div>
    </header>
  );
}
