import type { ManifestIssue } from '../../engine/manifest/manifest-errors';

/** The theme check's problems, each at its JSON path; a click shows it in the editor. */
export function CheckIssues({ issues, onShow }: { issues: ManifestIssue[]; onShow: (pointer: string) => void }) {
  if (issues.length === 0) {
    return (
      <p className="studio-issues studio-issues--none" role="status">
        themes:check passes
      </p>
    );
  }
  return (
    <ul className="studio-issues" aria-label="themes:check problems">
      {issues.map((issue) => (
        <li key={`${issue.path} ${issue.message}`}>
          <button type="button" onClick={() => onShow(issue.path)}>
            <code>{issue.path || '/'}</code> {issue.message}
          </button>
        </li>
      ))}
    </ul>
  );
}
