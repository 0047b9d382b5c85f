import type { ValidateFunction } from 'ajv';
import { SECTIONS } from '../../schemas/sections';
import type { SectionSlug } from '../../schemas/section-slugs';
import { createAjv } from '../validation/create-ajv';

/** Checks an owner's settings of one section; returns its problems as `/json/path: message`. */
export type SettingsCheck = (slug: SectionSlug, settings: Record<string, unknown>) => string[];

const validators = new Map<SectionSlug, ValidateFunction>();

/**
 * The section settings check against schemas/sections (ajv). The server checks settings when they
 * are saved; development, tests and the theme tools pass this to the engine to catch bad data early.
 * The guest page in production does without it, and without ajv on its first screen.
 */
export const checkSectionSettings: SettingsCheck = (slug, settings) => {
  let validate = validators.get(slug);
  if (!validate) {
    validate = createAjv().compile(SECTIONS[slug].settings);
    validators.set(slug, validate);
  }
  if (validate(settings)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'is not valid'}`);
};
