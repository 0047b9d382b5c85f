import type { ManifestIssue } from './manifest-errors';

/**
 * The theme studio's own endpoint, served by the development server alone (scripts/vite/theme-studio.ts):
 * `GET <path>/<theme>` answers the manifest's text, `PUT <path>/<theme>` writes it (with `?overwrite=1`
 * over an existing one). Never part of the production server.
 */
export const THEME_STUDIO_API = '/__studio/manifests';

/** What a refused write answers: why, and the manifest's problems at their JSON paths. */
export type ThemeStudioRefusal = { message: string; issues?: ManifestIssue[] };
