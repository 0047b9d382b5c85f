/**
 * The designer's command: `npm run themes:check [manifests/<slug>/manifest.json]`.
 * Validates every theme manifest (or the one given): the schema, the renderer ids against the
 * registry, and that each ornament file exists. Prints each problem as `file: /json/path: message`
 * and exits 1 if there is any.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { formatIssue, type ManifestIssue } from '../engine/manifest/manifest-errors';
import { parseManifestText } from '../engine/manifest/parse-manifest';
import { checkManifestRenderers } from '../engine/render/renderer-check';
import { RENDERERS } from '../renderers/registry';

const root = resolve(import.meta.dirname, '..');
const manifestsDir = join(root, 'manifests');

export function checkManifestFile(path: string): ManifestIssue[] {
  const file = relative(root, path);
  const folder = basename(dirname(path));
  const result = parseManifestText(readFileSync(path, 'utf8'), file, folder);
  if (!result.ok) return result.issues;
  const issues: ManifestIssue[] = checkManifestRenderers(result.manifest, RENDERERS).map((error) => ({
    file,
    path: error.message.match(/\((\/sections\/[a-z]+)\)/)?.[1] ?? '/sections',
    message: error.message.replace(/^.*?\): /, ''),
  }));
  for (const [name, asset] of Object.entries(result.manifest.tokens.ornaments ?? {})) {
    if (!existsSync(join(dirname(path), asset))) {
      issues.push({ file, path: `/tokens/ornaments/${name}`, message: `file ${asset} does not exist` });
    }
  }
  return issues;
}

export function allManifestFiles(): string[] {
  return readdirSync(manifestsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(manifestsDir, entry.name, 'manifest.json'))
    .filter((path) => existsSync(path))
    .sort();
}

function main(args: string[]): number {
  const files = args.length ? args.map((a) => resolve(a)) : allManifestFiles();
  let failed = 0;
  for (const path of files) {
    const issues = existsSync(path)
      ? checkManifestFile(path)
      : [{ file: relative(root, path), path: '', message: 'file not found' }];
    if (issues.length === 0) {
      console.log(`ok   ${relative(root, path)}`);
    } else {
      failed += 1;
      console.log(`FAIL ${relative(root, path)}`);
      for (const issue of issues) console.log(`  ${formatIssue(issue)}`);
    }
  }
  console.log(`${files.length - failed} of ${files.length} theme manifests valid`);
  return failed ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = main(process.argv.slice(2));
}
