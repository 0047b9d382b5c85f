import type { ErrorObject } from 'ajv';

/** One problem of a manifest: where (file and JSON pointer) and what, in words a designer reads. */
export type ManifestIssue = { file: string; path: string; message: string };

export function formatIssue(issue: ManifestIssue): string {
  return `${issue.file}: ${issue.path || '/'}: ${issue.message}`;
}

export class ManifestError extends Error {
  constructor(readonly issues: ManifestIssue[]) {
    super(`Invalid theme manifest:\n${issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`);
    this.name = 'ManifestError';
  }
}

const PATTERN_WORDS: Record<string, string> = {
  '^#[0-9a-fA-F]{6}$': 'must be a hex colour like #1a2b3c',
  '^assets/[a-z0-9-]+\\.svg$': 'must be an SVG file in the theme folder, like assets/divider.svg',
  '^[a-z]+\\.[a-z0-9-]+$': 'must be a renderer id like "couple.portraits"',
  '^(0|[0-9]+(\\.[0-9]+)?(px|rem|em|%))$': 'must be a CSS length like 16px or 1.5rem',
  '^[a-z0-9]+(-[a-z0-9]+)*$': 'must be a slug of lower-case letters, digits and dashes',
};

function describe(error: ErrorObject): { path: string; message: string } {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { path: `${error.instancePath}/${String(params.missingProperty)}`, message: 'is required' };
    case 'additionalProperties':
      return {
        path: `${error.instancePath}/${String(params.additionalProperty)}`,
        message: 'is not a known property',
      };
    case 'enum':
      return {
        path: error.instancePath,
        message: `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`,
      };
    case 'const':
      return { path: error.instancePath, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'pattern':
      return {
        path: error.instancePath,
        message: PATTERN_WORDS[String(params.pattern)] ?? error.message ?? 'is not valid',
      };
    default:
      return { path: error.instancePath, message: error.message ?? 'is not valid' };
  }
}

export function issuesFromAjv(file: string, errors: ErrorObject[]): ManifestIssue[] {
  const seen = new Set<string>();
  const issues: ManifestIssue[] = [];
  for (const error of errors) {
    const { path, message } = describe(error);
    const key = `${path} ${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ file, path, message });
  }
  return issues;
}
