import type { InputHTMLAttributes, Ref } from 'react';
import { MEDIA_LIMITS } from '../../../schemas/requests/media';

type ImageFileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept' | 'onChange'> & {
  ref?: Ref<HTMLInputElement>;
  /** The file picked (undefined when the pick was left). */
  onFile: (file: File | undefined) => void;
};

/** The file input of an image field, taking the types the server keeps (its label or a button opens it). */
export function ImageFileInput({ onFile, ...input }: ImageFileInputProps) {
  return (
    <input
      type="file"
      accept={MEDIA_LIMITS.image.accept}
      {...input}
      onChange={(event) => onFile(event.target.files?.[0])}
    />
  );
}
