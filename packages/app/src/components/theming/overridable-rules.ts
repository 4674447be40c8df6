/** The theme rules the overrides form offers, by the reference's rule names. */
export const OVERRIDABLE_RULES: readonly { path: readonly string[]; label: string; isColor: boolean }[] = [
  { path: ['primary'], label: 'Primary', isColor: true },
  { path: ['background'], label: 'Background', isColor: true },
  { path: ['backgroundSubdued'], label: 'Background subdued', isColor: true },
  { path: ['backgroundNormal'], label: 'Background hover', isColor: true },
  { path: ['foreground'], label: 'Foreground', isColor: true },
  { path: ['foregroundSubdued'], label: 'Foreground subdued', isColor: true },
  { path: ['borderColor'], label: 'Border', isColor: true },
  { path: ['borderColorAccent'], label: 'Border accent', isColor: true },
  { path: ['success'], label: 'Success', isColor: true },
  { path: ['warning'], label: 'Warning', isColor: true },
  { path: ['danger'], label: 'Danger', isColor: true },
  { path: ['navigation', 'modules', 'background'], label: 'Module bar background', isColor: true },
  { path: ['navigation', 'modules', 'button', 'foreground'], label: 'Module bar icons', isColor: true },
  { path: ['navigation', 'modules', 'button', 'foregroundActive'], label: 'Module bar active icon', isColor: true },
  { path: ['borderRadius'], label: 'Corner radius', isColor: false },
];
