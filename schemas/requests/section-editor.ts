import type { Schema } from '../json-schema';
import type { SectionSlug } from '../section-slugs';
import { SECTIONS } from '../sections';
import { sectionUpdateSchemas } from './content';
import { SECTION_EXAMPLES, withExamples } from './editor-examples';

/**
 * The sections an owner edits one by one, each on its own page (docs/product.md#section-editors);
 * the countdown, the wishes and the footer follow other settings.
 */
export const EDITED_SECTIONS = [
  'opening',
  'quote',
  'couple',
  'event',
  'story',
  'gallery',
  'dresscode',
  'external',
  'gift',
  'rsvp',
  'protocol',
  'closing',
] as const satisfies readonly SectionSlug[];

export type EditedSection = (typeof EDITED_SECTIONS)[number];

export const isEditedSection = (slug: string | undefined): slug is EditedSection =>
  (EDITED_SECTIONS as readonly string[]).includes(slug ?? '');

type Node = { default?: unknown; type?: unknown; properties?: Record<string, Node>; [key: string]: unknown };

/** The copy's fields without their `default`: the form leaves them blank, the theme's words show. */
function withoutCopyDefaults(properties: Record<string, Node>, copyKeys: readonly string[]): Record<string, Node> {
  return Object.fromEntries(
    Object.entries(properties).map(([key, property]) => {
      if (!copyKeys.includes(key)) return [key, property];
      const { default: _default, ...rest } = property;
      const inner = rest.properties;
      return [key, inner ? { ...rest, properties: withoutCopyDefaults(inner, Object.keys(inner)) } : rest];
    }),
  );
}

/**
 * The schema of a section's settings form: the server's own request schema for
 * PUT /v1/invitation/section/{id} (the same fields, rules and Indonesian messages), with the copy's
 * defaults taken out: a copy field left blank shows the theme's words, which the form gives as its
 * placeholder, and is sent as nothing. `extra` keeps its defaults (a choice starts on one). The
 * section's `image` is not here: the couple's photo is set on the cover page (settings/cover).
 */
function sectionEditorSchema(slug: EditedSection): Schema {
  const server = sectionUpdateSchemas[slug] as Node & { properties: Record<string, Node> };
  const copyKeys = Object.keys(SECTIONS[slug].copy.properties);
  // The examples first: a copy field's default is also what an owner might write there.
  const { image: _image, ...fields } = server.properties;
  const annotated = withExamples(fields, SECTION_EXAMPLES[slug], true);
  const properties = withoutCopyDefaults(annotated, copyKeys);
  // A section without labels of its own shows no empty group.
  if (Object.keys(properties.labels?.properties ?? {}).length === 0) delete properties.labels;
  return { ...server, $id: `editor/section-${slug}`, properties } as Schema;
}

export const sectionEditorSchemas = Object.fromEntries(
  EDITED_SECTIONS.map((slug) => [slug, sectionEditorSchema(slug)]),
) as Record<EditedSection, Schema>;
