import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { IMAGE_KINDS, type ImageKind } from '../../../schemas/requests/media';
import { ImageFileInput } from './image-file-input';
import { PhotoCropCurrent } from './photo-crop-current';
import { PhotoCropEditor } from './photo-crop-editor';
import { UploadStatus } from './upload-status';
import { usePhotoCrop } from './use-photo-crop';
import './photo-crop-widget.css';

/** The upload's kind from `ui:options.mediaKind`, when the server knows it; else a portrait's. */
function kindOf(option: unknown): ImageKind {
  return (IMAGE_KINDS as readonly unknown[]).includes(option) ? (option as ImageKind) : 'couple';
}

/**
 * A portrait field (the couple's photos): the photo it holds now, shown square and round as themes
 * show it, with 'Ganti foto' and 'Hapus foto'. A picked picture is checked (type and size) before
 * anything is sent, then shown in a square frame the owner moves (drag, or the arrow keys on the
 * frame) and zooms (pinch, wheel, the slider or its buttons); 'Pakai foto ini' cuts that square in
 * the browser, uploads it with its progress and puts the upload's address in the field; 'Batal'
 * leaves the crop (and stops an upload under way).
 */
export function PhotoCropWidget({ id, value, disabled, readonly, options, onChange }: WidgetProps) {
  const { input, pickButton, editor, cropping, progress, error, ...crop } = usePhotoCrop({
    kind: kindOf(options.mediaKind),
    onChange,
  });
  const url = typeof value === 'string' && value ? value : null;
  const locked = disabled || readonly;
  const uploading = progress !== null;
  const describedBy = `${ariaDescribedByIds(id)} ${id}__status`;
  return (
    <div className="photo-crop">
      <ImageFileInput
        ref={input}
        id={id}
        className="photo-crop__input"
        tabIndex={-1}
        disabled={locked || uploading}
        aria-describedby={describedBy}
        onFile={crop.pick}
      />
      {cropping ? (
        <PhotoCropEditor
          id={id}
          cropping={cropping}
          uploading={uploading}
          locked={locked}
          editorRef={editor}
          onUpdate={crop.update}
          onApply={() => void crop.applyCrop()}
          onLeave={crop.leave}
          onRefuse={crop.refuse}
        />
      ) : (
        <PhotoCropCurrent
          url={url}
          locked={locked}
          describedBy={describedBy}
          pickButtonRef={pickButton}
          onPick={() => input.current?.click()}
          onRemove={crop.remove}
        />
      )}
      <UploadStatus
        id={`${id}__status`}
        progress={progress}
        error={error}
        className="photo-crop__progress"
        label="Mengunggah foto"
      />
    </div>
  );
}
