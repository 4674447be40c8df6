import { useState } from 'react';

export interface ProjectMarkProps {
  name: string;
  /** The `project_logo` file's asset address, or null for the name's initial. */
  logoSrc: string | null;
}

/**
 * The project's logo at the top of the module bar, or its initial when it has none (or it fails to
 * load), on the theme's primary colour, which is `project_color` unless a theme overrides it.
 */
export function ProjectMark({ name, logoSrc }: ProjectMarkProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const hasLogo = logoSrc !== null && failedSrc !== logoSrc;
  return (
    <span className="module-bar__project" title={name} aria-hidden="true">
      {hasLogo ? (
        <img className="module-bar__logo" src={logoSrc} alt="" onError={() => setFailedSrc(logoSrc)} />
      ) : (
        name.charAt(0).toUpperCase()
      )}
    </span>
  );
}

/** The mark's props from the project settings; `apiUrl` is the API's address, for `/assets/<id>`. */
export function projectMarkProps(
  settings: { project_name?: string | null; project_logo?: string | { id: string } | null } | undefined,
  apiUrl: string,
): ProjectMarkProps {
  // The logo's id, or the file when the settings were read with it expanded.
  const logo = typeof settings?.project_logo === 'object' ? settings.project_logo?.id : settings?.project_logo;
  return {
    name: settings?.project_name || 'Tessera',
    logoSrc: logo ? `${apiUrl}/assets/${encodeURIComponent(logo)}` : null,
  };
}
