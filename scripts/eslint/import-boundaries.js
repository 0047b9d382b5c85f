import { minimatch } from 'minimatch';
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * `local/import-boundaries`: what a file may not import, checked on every kind of import: `import`
 * and `export … from` declarations and dynamic `import()` (ESLint's no-restricted-imports sees only the
 * former). A relative import is resolved to its path in the repository and matched against `paths`;
 * a package against `packages`. Globs in order, a `!` one taking back what the ones before it matched
 * (as .gitignore reads them), so `app/guestbook/**` names the route group and never `engine/guestbook`.
 */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point one way: the folders and packages a file may not import.' },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          paths: { type: 'array', items: { type: 'string' } },
          packages: { type: 'array', items: { type: 'string' } },
          because: { type: 'string' },
        },
      },
    ],
    messages: { restricted: "'{{source}}' ({{target}}) may not be imported here: {{because}}" },
  },
  create(context) {
    const { paths = [], packages = [], because = 'see eslint.config.js' } = context.options[0] ?? {};
    const root = context.cwd;
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const relativeImport = source.startsWith('./') || source.startsWith('../');
      const target = relativeImport
        ? relative(root, resolve(dirname(context.filename), source))
            .split(sep)
            .join('/')
        : source;
      if (matches(target, relativeImport ? paths : packages)) {
        context.report({ node, messageId: 'restricted', data: { source, target, because } });
      }
    };
    /** The text of an import's source: a string, or a template without expressions. */
    const sourceText = (source) =>
      source.type === 'Literal'
        ? source.value
        : source.type === 'TemplateLiteral' && source.expressions.length === 0
          ? source.quasis[0].value.cooked
          : undefined;
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, sourceText(node.source)),
    };
  },
};

/** Whether `target` is named by the globs: the last one that matches decides (a `!` one takes back). */
export function matches(target, globs) {
  let hit = false;
  for (const glob of globs) {
    const negated = glob.startsWith('!');
    if (minimatch(target, negated ? glob.slice(1) : glob, { dot: true })) hit = !negated;
  }
  return hit;
}
