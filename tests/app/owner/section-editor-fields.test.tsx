// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionForm } from '../../../app/owner/sections/section-form';
import { resolveCopy } from '../../../engine/copy/resolve-copy';
import { EDITED_SECTIONS, sectionEditorSchemas } from '../../../schemas/requests/section-editor';
import { fieldPaths } from '../../schemas/schema-example-data';

afterEach(cleanup);

/** The element RJSF gives a field (its input, or its group for a list) by the field's path, if shown. */
const fieldElement = (container: HTMLElement, path: string[]) => {
  const id = ['root', ...path].join('_');
  const shown = ':not([type="hidden"])';
  return container.querySelector(`[id="${id}"]${shown}, [id^="${id}_"]${shown}, [id^="${id}-"]${shown}`);
};

/**
 * Every field of every section's schema appears in its editor: a field added to a section's schema
 * (its copy, labels or settings) and not shown by the editor fails here.
 */
describe.each(EDITED_SECTIONS)('the %s settings form', (slug) => {
  it('shows every field of the schema the server checks', () => {
    const schema = sectionEditorSchemas[slug];
    const { container } = render(
      <SectionForm
        slug={slug}
        row={{ id: `sec-${slug}`, slug, index: 0, is_active: true, version: '0' }}
        copy={resolveCopy(slug, null, null)}
        onDraft={() => {}}
        onSaved={() => {}}
        onDirtyChange={() => {}}
      />,
    );
    const paths = fieldPaths(schema);
    expect(paths.length).toBeGreaterThan(2);
    const missing = paths.filter((path) => !fieldElement(container, path)).map((path) => path.join('.'));
    expect(missing).toEqual([]);
  });
});
