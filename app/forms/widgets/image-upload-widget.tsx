import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useRef } from 'react';
import { IMAGE_KINDS, type ImageKind } from '../../../schemas/requests/media';
import { ImageFileInput } from './image-file-input';
import { uploadRefusal } from './image-refusal';
import { UploadStatus } from './upload-status';
import { useImageSend } from './use-image-send';

/** The upload's kind from `ui:options.mediaKind`, when the server knows it; else a cover's size. */
function kindOf(option: unknown): ImageKind {
  return (IMAGE_KINDS as readonly unknown[]).includes(option) ? (option as ImageKind) : 'cover';
}

export { uploadRefusal };

/**
 * An image field: the picture it holds now, a button to pick another, which is checked (its type),
 * made smaller when it is over the size limit and uploaded at once, with its progress; the field
 * then holds the uploaded image's address.
 * With `removable` in its options, a button empties the field (saved only with the form).
 */
export function ImageUploadWidget({ id, value, disabled, readonly, label, options, onChange }: WidgetProps) {
  const input = useRef<HTMLInputElement>(null);
  const { progress, shrinking, error, send } = useImageSend(kindOf(options.mediaKind));
  const url = typeof value === 'string' && value ? value : null;

  const pick = (file: File | undefined) =>
    send(file, (uploaded) => onChange(uploaded.url), {
      onEnd: () => {
        if (input.current) input.current.value = '';
      },
    });

  const busy = progress !== null;
  return (
    <div className="schema-upload">
      {url ? (
        <img className="schema-upload__image" src={url} alt={`${label} saat ini`} />
      ) : (
        <p className="schema-upload__empty">Belum ada gambar</p>
      )}
      <ImageFileInput
        ref={input}
        id={id}
        className="schema-upload__input"
        disabled={disabled || readonly || busy}
        aria-describedby={`${ariaDescribedByIds(id)} ${id}__upload`}
        onFile={(file) => void pick(file)}
      />
      <label htmlFor={id} className="ui-button ui-button--secondary schema-upload__button" aria-hidden="true">
        {url ? 'Ganti gambar' : 'Pilih gambar'}
      </label>
      {url && options.removable ? (
        <button
          type="button"
          className="ui-button ui-button--ghost schema-upload__remove"
          disabled={disabled || readonly || busy}
          onClick={() => onChange(undefined)}
        >
          Hapus gambar
        </button>
      ) : null}
      <UploadStatus
        id={`${id}__upload`}
        progress={progress}
        shrinking={shrinking}
        error={error}
        className="schema-upload__progress"
        label="Mengunggah gambar"
      />
    </div>
  );
}
