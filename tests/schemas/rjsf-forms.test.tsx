// @vitest-environment jsdom
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECTIONS } from '../../schemas/sections';

afterEach(cleanup);

/** The owner's edit forms are generated from the section settings schemas (RJSF). */
describe.each(Object.values(SECTIONS))('section "$slug" as an owner form', (section) => {
  // The schemas are deeply readonly literals; RJSF's types want mutable arrays.
  const schema = section.settings as unknown as RJSFSchema;
  it('renders with every field, its title and its default, without errors', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Form schema={schema} validator={validator} />);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();

    const title = container.querySelector<HTMLInputElement>('#root_title');
    expect(title).not.toBeNull();
    expect(title?.value).toBe(section.copy.properties.title.default);
    expect(container.querySelector('#root_extra_hide')).not.toBeNull();
    for (const [key, label] of Object.entries(section.copy.properties.labels.properties)) {
      const input = container.querySelector<HTMLInputElement>(`#root_labels_${key}`);
      expect(input?.value, key).toBe((label as { default: string }).default);
    }
  });

  it('validates its own defaults', () => {
    const { errors } = validator.validateFormData({}, schema);
    expect(errors).toEqual([]);
  });
});
