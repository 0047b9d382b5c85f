// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionForm } from '../../../app/owner/sections/section-form';
import { resolveCopy } from '../../../engine/copy/resolve-copy';
import type { InvitationSection } from '../../../schemas/entities/invitation-section.schema';

afterEach(cleanup);

function renderDresscode(palettes: string[]) {
  const onDraft = vi.fn<(row: InvitationSection) => void>();
  render(
    <SectionForm
      slug="dresscode"
      row={{
        id: 'sec-dress',
        slug: 'dresscode',
        index: 6,
        is_active: true,
        version: '0',
        extra: { hide: false, dresscode_type: 'palette', dresscode_palettes: palettes },
      }}
      copy={resolveCopy('dresscode', null, null)}
      onDraft={onDraft}
      onSaved={() => {}}
      onDirtyChange={() => {}}
    />,
  );
  const palette = () => (onDraft.mock.lastCall?.[0].extra as { dresscode_palettes?: string[] }).dresscode_palettes;
  return { palette };
}

const add = () => screen.getByRole('button', { name: 'Tambah warna' });

describe('the dress code’s palette', () => {
  it('shows each colour as a swatch named by its place, with its code', () => {
    renderDresscode(['#b76e79', '#F5E6E8']);
    expect(screen.getByRole('group', { name: 'Palet warna' })).toBeTruthy();
    expect(screen.getByLabelText('Warna 1')).toHaveProperty('value', '#b76e79');
    expect(screen.getByLabelText('Warna 2')).toHaveProperty('value', '#f5e6e8');
    expect(screen.getByText('#B76E79')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hapus warna 2' })).toBeTruthy();
  });

  it('changes, adds and removes colours, and the preview gets the list', () => {
    const { palette } = renderDresscode(['#b76e79']);
    fireEvent.change(screen.getByLabelText('Warna 1'), { target: { value: '#7a8b6f' } });
    expect(palette()).toEqual(['#7a8b6f']);
    fireEvent.click(add());
    expect(palette()).toEqual(['#7a8b6f', '#7a8b6f']);
    expect(document.activeElement).toBe(screen.getByLabelText('Warna 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Hapus warna 1' }));
    expect(palette()).toEqual(['#7a8b6f']);
    expect(screen.queryByLabelText('Warna 2')).toBeNull();
  });

  it('takes up to 8 colours', () => {
    renderDresscode(['#111111', '#222222', '#333333', '#444444', '#555555', '#666666', '#777777']);
    expect(add()).toHaveProperty('disabled', false);
    fireEvent.click(add());
    expect(screen.getByLabelText('Warna 8')).toBeTruthy();
    expect(add()).toHaveProperty('disabled', true);
  });

  it('starts empty with a word and the add button', () => {
    const { palette } = renderDresscode([]);
    expect(screen.getByText('Belum ada warna.')).toBeTruthy();
    fireEvent.click(add());
    expect(palette()).toHaveLength(1);
  });
});
