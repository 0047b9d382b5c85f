import { hexColourProp } from './entities/common';
import { PLAN_CODES } from './entities/invitation-plan.schema';
import { BODY_FONT_IDS, FONT_IDS } from './font-ids';
import type { FromSchema, Schema } from './json-schema';
import { SLUG_PATTERN, TEXT_MAX } from './limits';
import { GIFT_MODES } from './section-slugs';
import { SECTIONS, type Sections } from './sections';
import { THEME_CATEGORY_IDS } from './theme-categories';
import { DEFAULT_REVEAL, MANIFEST_SCHEMA_VERSION, REVEAL_STYLES, THEME_LAYOUTS } from './theme-look';

const colour = (title: string) => ({ ...hexColourProp, title }) as const;
const font = { type: 'string', enum: FONT_IDS } as const;
/** The body's font: one running text reads well in (no capitals-only, hairline or script face). */
const bodyFont = { type: 'string', enum: BODY_FONT_IDS } as const;
const cssLength = {
  type: 'string',
  pattern: '^(0|[0-9]+(\\.[0-9]+)?(px|rem|em|%))$',
} as const;
/** An ornament: an SVG file in the theme's own assets/ folder. */
const ornament = { type: 'string', pattern: '^assets/[a-z0-9-]+\\.svg$' } as const;

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

const layoutChoices = Object.fromEntries(
  Object.entries(THEME_LAYOUTS).map(([slug, names]) => [slug, { type: 'string', enum: names }]),
) as { [S in keyof typeof THEME_LAYOUTS]: { type: 'string'; enum: (typeof THEME_LAYOUTS)[S] } };

const demoText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const demoPerson = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: demoText(80),
    nickname: demoText(30),
    father: demoText(80),
    mother: demoText(80),
    instagram: {
      type: 'string',
      description: "The person's Instagram handle, without @; a demo person the manifest names has none without it.",
      pattern: '^[A-Za-z0-9._]+$',
      maxLength: 30,
    },
  },
} as const;

/**
 * The demo couple's portrait drawings, by attire (docs/themes.md#demo-content): muslim (bride in hijab,
 * groom in peci), javanese (sanggul with paes and kebaya, blangkon and beskap), balinese (payas crown of
 * gold flowers, udeng), sundanese (siger crown and kebaya, bendo and beskap), western (veil and gown,
 * suit), chinese (qipao and hairpins, Mandarin-collar jacket).
 */
export const DEMO_ATTIRES = ['muslim', 'javanese', 'balinese', 'sundanese', 'western', 'chinese'] as const;

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
    id: { type: 'string', pattern: SLUG_PATTERN },
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
          properties: { heading: font, body: bodyFont, script: font },
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
          properties: {
            divider: ornament,
            corner: ornament,
            pattern: ornament,
            frame: ornament,
            illustration: {
              ...ornament,
              description:
                "The theme's signature picture (portrait 3:4, its own background): shown where the couple's photo would be when there is none, and beside the invitation on a laptop.",
            },
          },
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
    layouts: {
      type: 'object',
      description:
        'How the cover and the sections with character are composed (schemas/theme-look.ts); each left out takes the first of its list.',
      additionalProperties: false,
      properties: layoutChoices,
    },
    demo: {
      type: 'object',
      description:
        "The demo page's content in this theme, over the sample invitation: the couple (their Instagram handles, the attire of their portraits, the hashtag; the sample's stories, wishes and gift accounts name them), the ceremonies (labels and venues, in the sample's order), the opening's greeting, the quote, the dress-code palette (the theme's own colours otherwise) and whether the health-protocol block shows (not otherwise).",
      additionalProperties: false,
      properties: {
        groom: demoPerson,
        bride: demoPerson,
        attire: {
          type: 'string',
          enum: DEMO_ATTIRES,
          description:
            "What the couple's portrait drawings wear (app/public/demo/groom-<attire>.svg and bride-<attire>.svg; muslim is the sample's own groom.svg and bride.svg).",
        },
        blessing: {
          ...demoText(300),
          description:
            "The first sample wish: a guest's blessing in the couple's faith (the sample's is an Islamic one, 'sakinah, mawaddah, warahmah').",
        },
        hashtag: {
          type: 'string',
          description: "The opening's hashtag; without it, #<groom's nickname><bride's nickname>Selamanya.",
          pattern: '^#[A-Za-z0-9_]+$',
          maxLength: TEXT_MAX.name,
        },
        events: {
          type: 'array',
          minItems: 1,
          maxItems: 2,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['label'],
            properties: { label: demoText(60), venue: demoText(80), address: demoText(160) },
          },
        },
        greeting: demoText(400),
        quote: {
          type: 'object',
          additionalProperties: false,
          required: ['text'],
          properties: { text: demoText(600), source: demoText(80) },
        },
        dresscode: { type: 'array', minItems: 2, maxItems: 6, items: hexColourProp },
        protocol: { type: 'boolean' },
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
