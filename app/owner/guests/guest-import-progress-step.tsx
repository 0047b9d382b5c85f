import { useId } from 'react';
import { formatNumber } from '../../../engine/format/rupiah';
import { StatusMessage } from '../../ui/status-message';
import type { GuestImportStep, StepHeadingRef } from './guest-import-step';

/** The import under way (its bar and count), stopped by a failure (how far it got, and why), or its result. */
export function GuestImportProgressStep({
  step,
  heading,
}: {
  step: Extract<GuestImportStep, { kind: 'importing' | 'failed' | 'done' }>;
  heading: StepHeadingRef;
}) {
  const total = step.preview.toImport.length;
  const { done, added, skipped } = step.progress;
  const { problem, duplicate } = step.preview.counts;
  const progressId = useId();
  const title = { importing: 'Mengimpor tamu', failed: 'Impor terhenti', done: 'Impor selesai' }[step.kind];
  return (
    <section>
      <h3 ref={heading} tabIndex={-1} className="guest-import__step-title">
        {title}
      </h3>
      {step.kind !== 'done' && (
        <progress
          id={progressId}
          className="guest-import__progress"
          max={total}
          value={done}
          aria-label="Kemajuan impor"
        />
      )}
      <div role="status" className="guest-import__live">
        {step.kind === 'importing' && (
          <p>
            Mengimpor {formatNumber(done)} dari {formatNumber(total)} tamu…
          </p>
        )}
        {step.kind === 'failed' && (
          <p>
            Sudah diimpor {formatNumber(done)} dari {formatNumber(total)} tamu ({formatNumber(added)} ditambahkan).
          </p>
        )}
        {step.kind === 'done' && (
          <ul className="guest-import__result">
            <li>{formatNumber(added)} tamu ditambahkan</li>
            {skipped > 0 && <li>{formatNumber(skipped)} dilewati karena sudah ada</li>}
            {problem > 0 && <li>{formatNumber(problem)} baris bermasalah tidak diimpor</li>}
            {duplicate > 0 && <li>{formatNumber(duplicate)} baris ganda atau sudah ada tidak diimpor</li>}
          </ul>
        )}
      </div>
      {step.kind === 'failed' && <StatusMessage state={{ kind: 'error', text: step.message }} />}
    </section>
  );
}
