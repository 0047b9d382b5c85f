/**
 * The designer's command: `npm run themes:check [manifests/<slug>/manifest.json ...]`.
 * Validates every theme manifest (or those given): the schema, the renderer ids against the
 * registry, the text colours' contrast, that each ornament file exists, and that no two themes share
 * their signature layouts (the given ones against every theme in manifests/). Prints each problem as `file: /json/path: message`
 * and exits 1 if there is any.
 */
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { formatIssue } from '../engine/manifest/manifest-errors';
import { allManifestFiles, checkThemeFiles, root } from './manifest-files';

function main(args: string[]): number {
  const files = args.length ? args.map((a) => resolve(a)) : allManifestFiles();
  const found = files.filter((path) => existsSync(path));
  const checked = checkThemeFiles(found);
  let failed = 0;
  for (const path of files) {
    const file = relative(root, path);
    const issues = existsSync(path)
      ? checked.filter((issue) => issue.file === file)
      : [{ file, path: '', message: 'file not found' }];
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
