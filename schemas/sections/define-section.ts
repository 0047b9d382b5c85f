import type { Schema } from '../json-schema';
import type { SectionSlug } from '../section-slugs';
import { TEXT_MAX } from '../limits';

/** A copy field: guest-visible text with the default every theme starts from. */
export function text<const Title extends string, const Default extends string>(title: Title, defaultValue: Default) {
  return { type: 'string', title, default: defaultValue, maxLength: TEXT_MAX.paragraph } as const;
}

type Props = { readonly [key: string]: Schema };

/**
 * One section's two schemas, built from the same fields:
 * - `copy`: title, description and button labels; a manifest overrides them per theme;
 * - `settings`: what the owner edits (the same copy plus `extra`, with `extra.hide`), which is also
 *   the owner's form (RJSF) and the server's request schema for PUT /v1/invitation/section/{id}.
 */
export function defineSection<
  const Slug extends SectionSlug,
  const Name extends string,
  const Copy extends Props,
  const Labels extends Props,
  const Extra extends Props,
>(slug: Slug, name: Name, copy: Copy, labels: Labels, extra: Extra) {
  const copyProperties = {
    ...copy,
    labels: {
      type: 'object',
      title: 'Label tombol dan teks',
      default: {},
      additionalProperties: false,
      properties: labels,
    },
  } as const;
  return {
    slug,
    copy: {
      $id: `copy/${slug}`,
      title: name,
      type: 'object',
      additionalProperties: false,
      properties: copyProperties,
    },
    settings: {
      $id: `section/${slug}`,
      title: name,
      type: 'object',
      additionalProperties: false,
      properties: {
        ...copyProperties,
        extra: {
          type: 'object',
          title: 'Pengaturan',
          additionalProperties: false,
          properties: {
            hide: { type: 'boolean', title: 'Sembunyikan bagian ini', default: false },
            ...extra,
          },
        },
      },
    },
  } as const;
}
