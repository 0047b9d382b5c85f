import { RupiahField } from '../../ui/rupiah-field';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import type { PlanFormValues } from './plan-form-values';
import { SectionCheckboxes } from './section-checkboxes';

/** The fields of a plan's form, each with its error (the form's own check, or the API's). */
export function PlanFields({
  values,
  errors,
  onChange,
}: {
  values: PlanFormValues;
  errors: Partial<Record<string, string>>;
  onChange: (values: PlanFormValues) => void;
}) {
  const set = <Field extends keyof PlanFormValues>(field: Field, value: PlanFormValues[Field]) =>
    onChange({ ...values, [field]: value });
  /** A price field's value, error and change. */
  const price = (field: 'price' | 'discount_price') => ({
    value: values[field],
    error: errors[field],
    onChange: (value: number | undefined) => set(field, value),
  });
  /** A typed field's value, error and change. */
  const typed = (field: 'expired_day' | 'add_ons' | 'description') => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  return (
    <>
      <div className="plan-form__numbers">
        <RupiahField label="Harga" {...price('price')} />
        <RupiahField label="Harga diskon" hint="Kosongkan bila tidak ada diskon." {...price('discount_price')} />
        <TextField label="Masa aktif (hari)" inputMode="numeric" {...typed('expired_day')} />
      </div>
      <SectionCheckboxes
        value={values.section}
        error={errors.section}
        onChange={(section) => set('section', section)}
      />
      <label className="plan-form__check">
        <input
          type="checkbox"
          checked={values.with_guestbook}
          onChange={(event) => set('with_guestbook', event.target.checked)}
        />
        Dengan buku tamu (check-in QR dan layar sapaan di lokasi acara)
      </label>
      <TextAreaField
        label="Tambahan"
        hint="Kode tambahan yang ditawarkan paket ini, satu per baris."
        {...typed('add_ons')}
      />
      <TextAreaField label="Deskripsi" {...typed('description')} />
    </>
  );
}
