import { Button } from '../../ui/button';
import { downloadFile } from './download-file';
import { useDownload } from './use-download';
import './csv-export-button.css';

/** A CSV file ready to save: its name and its text. */
export type CsvFile = { filename: string; content: string };

/**
 * 'Ekspor CSV' of a list (wishes, gift confirmations): `makeFile` reads what it needs and writes the
 * CSV; the file is then saved. 'Mengekspor…' while it runs; a failure is said beside the button.
 */
export function CsvExportButton({
  makeFile,
  disabled,
  describedBy,
}: {
  makeFile: () => Promise<CsvFile> | CsvFile;
  disabled?: boolean;
  /** The id of what is exported ('24 ucapan'), so a screen reader says what the button saves. */
  describedBy?: string;
}) {
  const { busy, error, run } = useDownload();
  return (
    <div className="csv-export">
      <Button
        variant="secondary"
        busy={busy}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() =>
          void run(async () => {
            const { filename, content } = await makeFile();
            downloadFile(filename, content, 'text/csv;charset=utf-8');
          })
        }
      >
        {busy ? 'Mengekspor…' : 'Ekspor CSV'}
      </Button>
      {error && (
        <p className="csv-export__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
