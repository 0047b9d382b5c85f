import type { WidgetProps } from '@rjsf/utils';
import { fillShareCaption } from '../../../engine/format/share-caption';
import { formContextOf } from '../form-context';
import { textInputProps } from './text-input-props';

/** The guest the sample caption is written to, and their personal link's code. */
export const SAMPLE_GUEST = { name: 'Budi Santoso', code: 'budi-santoso' } as const;

/**
 * The share caption: a text area, and below it the caption as a sample guest gets it, with
 * `{nama}` and `{link}` filled in (their personal link on the address the form holds now).
 */
export function ShareCaptionWidget(props: WidgetProps) {
  const { id, value, options, registry } = props;
  const { formData } = formContextOf(registry);
  const slug = typeof formData?.slug === 'string' ? formData.slug : '';
  const link = `${window.location.origin}/${slug}?to=${SAMPLE_GUEST.code}`;
  const caption = typeof value === 'string' ? value : '';
  return (
    <>
      <textarea
        {...textInputProps<HTMLTextAreaElement>(props, `${id}__sample`)}
        className="ui-field__input schema-form__textarea"
        value={caption}
        rows={typeof options.rows === 'number' ? options.rows : 5}
      />
      <figure className="schema-caption-sample" id={`${id}__sample`}>
        <figcaption className="schema-caption-sample__title">Contoh untuk tamu {SAMPLE_GUEST.name}</figcaption>
        <p className="schema-caption-sample__text" data-testid="caption-sample">
          {fillShareCaption(caption, { guestName: SAMPLE_GUEST.name, link })}
        </p>
      </figure>
    </>
  );
}
