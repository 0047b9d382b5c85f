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
  return (
    <>
      <div className="plan-form__numbers">
        <RupiahField
          label="Harga"
          value={values.price}
          error={errors.price}
          onChange={(price) => set('price', price)}
        />
        <RupiahField
          label="Harga diskon"
          hint="Kosongkan bila tidak ada diskon."
          value={values.discount_price}
          error={errors.discount_price}
          onChange={(price) => set('discount_price', price)}
        />
        <TextField
          label="Masa aktif (hari)"
          inputMode="numeric"
          value={values.expired_day}
          error={errors.expired_day}
          onChange={(event) => set('expired_day', event.target.value)}
        />
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
        value={values.add_ons}
        error={errors.add_ons}
        onChange={(event) => set('add_ons', event.target.value)}
      />
      <TextAreaField
        label="Deskripsi"
        value={values.description}
        error={errors.description}
        onChange={(event) => set('description', event.target.value)}
      />
    </>
  );
}
