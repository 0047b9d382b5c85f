import { describe, expect, it } from 'vitest';
import { schemaValidator } from '../../../app/forms/schema-validator';
import { generalSettingsSchema } from '../../../schemas/settings/general.settings';
import { coverSettingsSchema } from '../../../schemas/settings/cover.settings';

const schema = generalSettingsSchema as never;

describe('schemaValidator (RJSF adapter on the owner’s validators)', () => {
  it('puts the schemas’ Indonesian messages at their fields', () => {
    const { errors, errorSchema } = schemaValidator.validateFormData(
      { slug: 'Bukan Slug!', meta_title: 'x'.repeat(201), style: { show_groom_parent: 'ya' } },
      schema,
    );
    expect(errorSchema).toMatchObject({
      slug: { __errors: ['Slug hanya boleh berisi huruf kecil, angka dan tanda hubung'] },
      meta_title: { __errors: ['Judul maksimal 200 karakter'] },
      style: { show_groom_parent: { __errors: ['Pilih ya atau tidak'] } },
    });
    expect(errors.map((e) => e.property)).toContain('.style.show_groom_parent');
  });

  it('treats a blank field as not given: a required one says so', () => {
    const { errorSchema } = schemaValidator.validateFormData({ slug: '   ' }, schema);
    expect(errorSchema).toEqual({ slug: { __errors: ['Alamat undangan wajib diisi'] } });
  });

  it('finds nothing wrong in good data; isValid agrees', () => {
    const data = { slug: 'budi-ani', meta_title: 'Budi & Ani', style: { show_bride_parent: true } };
    expect(schemaValidator.validateFormData(data, schema).errors).toEqual([]);
    expect(schemaValidator.isValid(schema, data, schema)).toBe(true);
    expect(schemaValidator.isValid(schema, { slug: 'X X' }, schema)).toBe(false);
  });

  it('runs a custom check and a transform of the errors', () => {
    const { errorSchema } = schemaValidator.validateFormData(
      { title: 'x'.repeat(2001), labels: {} },
      coverSettingsSchema as never,
      (data, errors) => {
        errors.labels?.addError('Isi sapaan');
        return errors;
      },
      (list) => list.map((error) => ({ ...error, message: `! ${error.message}` })),
    );
    expect(errorSchema.title?.__errors?.[0]).toMatch(/^! Judul sampul maksimal 2\.000 karakter$/);
    expect(errorSchema.labels?.__errors).toEqual(['Isi sapaan']);
  });

  it('gives ajv’s raw errors, and a list of the error tree', () => {
    expect(schemaValidator.rawValidation(schema, { slug: 'A' }).errors?.length).toBeGreaterThan(0);
    expect(schemaValidator.toErrorList({ slug: { __errors: ['Salah'] } } as never)).toEqual([
      expect.objectContaining({ property: '.slug', message: 'Salah' }),
    ]);
    expect(() => schemaValidator.reset?.()).not.toThrow();
  });
});
