import { hexColourProp } from './entities/common';
import { PLAN_CODES } from './entities/invitation-plan.schema';
import { FONT_IDS } from './font-ids';
import type { FromSchema, Schema } from './json-schema';
import { GIFT_MODES } from './section-slugs';
import { SECTIONS, type Sections } from './sections';
import { THEME_CATEGORY_IDS } from './theme-categories';

export const MANIFEST_SCHEMA_VERSION = 2;

const colour = (title: string) => ({ ...hexColourProp, title }) as const;
const font = { type: 'string', enum: FONT_IDS } as const;
const cssLength = {
  type: 'string',
  pattern: '^(0|[0-9]+(\\.[0-9]+)?(px|rem|em|%))$',
} as const;
/** An ornament: an SVG file in the theme's own assets/ folder. */
const ornament = { type: 'string', pattern: '^assets/[a-z0-9-]+\\.svg$' } as const;
/**
 * How sections enter as the guest scrolls to them: rise (fade in from below), fade, zoom (grow
 * slightly), slide (from the side) or none.
 */
export const REVEAL_STYLES = ['rise', 'fade', 'zoom', 'slide', 'none'] as const;
export type RevealStyle = (typeof REVEAL_STYLES)[number];
export const DEFAULT_REVEAL: RevealStyle = 'rise';

/** A renderer id from the registry (renderers/registry.ts), e.g. `couple.portraits`; null renders nothing. */
const rendererId = {
  type: ['string', 'null'],
  pattern: '^[a-z]+\\.[a-z0-9-]+$',
} as const;

function bySlug<T>(pick: (section: Sections[keyof Sections]) => T) {
  return Object.fromEntries(Object.values(SECTIONS).map((s) => [s.slug, pick(s)])) as {
    [S in keyof Sections]: T;
  };
}

const copyBySlug = Object.fromEntries(Object.values(SECTIONS).map((s) => [s.slug, s.copy])) as {
  [S in keyof Sections]: Sections[S]['copy'];
};

export const themeManifestSchema = {
  $id: 'theme-manifest',
  title: 'Theme manifest',
  description: 'One theme: its tokens, the renderer per section, the gift mode and its default copy.',
  type: 'object',
  additionalProperties: false,
  required: ['schemaVersion', 'id', 'name', 'description', 'category', 'tokens', 'sections', 'giftMode'],
  properties: {
    $schema: { type: 'string' },
    schemaVersion: { const: MANIFEST_SCHEMA_VERSION },
    id: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    name: { type: 'string', minLength: 1 },
    description: { type: 'string', minLength: 1 },
    category: { type: 'string', enum: THEME_CATEGORY_IDS },
    plan: {
      type: 'string',
      enum: PLAN_CODES,
      description: 'The lowest plan that may use the theme (a plan code); left out, every invitation may.',
    },
    tokens: {
      type: 'object',
      additionalProperties: false,
      required: ['colors', 'fonts', 'radii', 'spacing'],
      properties: {
        colors: {
          type: 'object',
          additionalProperties: false,
          required: ['primary', 'secondary', 'accent', 'background', 'surface', 'text', 'muted', 'onPrimary'],
          properties: {
            primary: colour('Main colour: headings, buttons'),
            secondary: colour('Second colour: names, highlights'),
            accent: colour('Ornaments and thin rules'),
            background: colour('Page background'),
            surface: colour('Cards and dialogs'),
            text: colour('Body text'),
            muted: colour('Secondary text'),
            onPrimary: colour('Text on primary buttons'),
          },
        },
        fonts: {
          type: 'object',
          additionalProperties: false,
          required: ['heading', 'body', 'script'],
          properties: { heading: font, body: font, script: font },
        },
        radii: {
          type: 'object',
          additionalProperties: false,
          required: ['card', 'button'],
          properties: { card: cssLength, button: cssLength },
        },
        spacing: {
          type: 'object',
          additionalProperties: false,
          required: ['section', 'gap'],
          properties: { section: cssLength, gap: cssLength },
        },
        ornaments: {
          type: 'object',
          additionalProperties: false,
          properties: { divider: ornament, corner: ornament, pattern: ornament, frame: ornament },
        },
      },
    },
    sections: {
      type: 'object',
      additionalProperties: false,
      required: Object.keys(SECTIONS) as (keyof Sections)[],
      properties: bySlug(() => rendererId),
    },
    giftMode: { type: 'string', enum: GIFT_MODES },
    motion: {
      type: 'object',
      description: "The theme's motion; guests who ask for reduced motion see fades only.",
      additionalProperties: false,
      properties: {
        reveal: { type: 'string', enum: REVEAL_STYLES, description: `How sections enter; default ${DEFAULT_REVEAL}.` },
      },
    },
    copy: {
      type: 'object',
      additionalProperties: false,
      properties: copyBySlug,
    },
  },
} as const satisfies Schema;

export type ThemeManifest = FromSchema<typeof themeManifestSchema>;
export type ThemeTokens = ThemeManifest['tokens'];
