// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../../app/forms/schema-form';
import { storyUpdateSchema } from '../../../schemas/requests/content';
import { storyContentUi } from '../../../schemas/requests/story.ui';

type Story = { title: string; description?: string };

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(document, 'execCommand');
});

const commands: string[] = [];
beforeEach(() => {
  commands.length = 0;
});

/** Wraps the selection in `tag`, as Chromium's bold and italic commands write them (b, i). */
function wrapSelection(tag: string) {
  const range = document.getSelection()!.getRangeAt(0);
  const element = document.createElement(tag);
  element.append(range.extractContents());
  range.insertNode(element);
}

/**
 * jsdom has no editing commands: this stands in for the browser's, writing the markup Chromium
 * writes (b, i, a list around the paragraph), so the test sees what the editor makes of it. The
 * commands themselves run in Chromium in tests/browser/owner-section-editors.test.ts.
 */
function browserCommands() {
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string) => {
      commands.push(command);
      if (command === 'bold') wrapSelection('b');
      else if (command === 'italic') wrapSelection('i');
      else if (command === 'insertUnorderedList' || command === 'insertOrderedList') {
        const paragraph = document.getSelection()!.anchorNode!.parentElement!.closest('p')!;
        const list = document.createElement(command === 'insertOrderedList' ? 'ol' : 'ul');
        const item = document.createElement('li');
        item.append(...paragraph.childNodes);
        list.append(item);
        paragraph.replaceWith(list);
      } else return false;
      return true;
    },
  });
}

function renderStory(description?: string) {
  const changes: Story[] = [];
  const submitted = vi.fn(async () => {});
  render(
    <SchemaForm<Story>
      schema={storyUpdateSchema}
      uiSchema={storyContentUi}
      formData={{ title: 'Awal', ...(description === undefined ? {} : { description }) }}
      onChange={(data) => changes.push(data)}
      onSubmit={submitted}
    />,
  );
  const area = screen.getByRole('textbox', { name: 'Cerita' });
  const value = () => changes.at(-1)?.description;
  return { area, value, submitted };
}

function setSelection(area: HTMLElement, range: Range, collapsed: boolean) {
  if (collapsed) range.collapse(true);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
  fireEvent.mouseUp(area);
}

/** Selects the text of the first element matching `selector` in the editor. */
function select(area: HTMLElement, selector: string, { collapsed = false } = {}) {
  const range = document.createRange();
  range.selectNodeContents(area.querySelector(selector)!);
  setSelection(area, range, collapsed);
}

/** Selects `words` where they first appear in the editor's text. */
function selectWords(area: HTMLElement, words: string) {
  const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent!.indexOf(words);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + words.length);
    return setSelection(area, range, false);
  }
  throw new Error(`no "${words}" in the editor`);
}

const button = (name: string) => screen.getByRole('button', { name });

describe('the rich text editor (Kisah, Kado Keinginan, section descriptions)', () => {
  it('has a toolbar of Indonesian, pressable buttons and an editable area named by its field', () => {
    const { area } = renderStory('<p>Halo</p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Format teks' });
    const names = [...toolbar.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Tebal', 'Miring', 'Daftar', 'Daftar bernomor', 'Tautan']);
    for (const name of names) expect(button(name!).getAttribute('aria-pressed')).toBe('false');
    expect(button('Tebal').title).toBe('Tebal (Ctrl+B)');
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(area.getAttribute('aria-multiline')).toBe('true');
  });

  it('opens a story written as plain text as paragraphs and line breaks', () => {
    const { area } = renderStory('Kami bertemu <3\ndi kampus.\n\nLalu menikah.');
    expect(area.innerHTML).toBe('<p>Kami bertemu &lt;3<br>di kampus.</p><p>Lalu menikah.</p>');
  });

  it('shows which formats are on where the caret is', () => {
    const { area } = renderStory(
      '<p><strong>Tebal</strong> <em>miring</em> <a href="https://toko.id">toko</a></p><ol><li>Satu</li></ol>',
    );
    const pressed = () =>
      ['Tebal', 'Miring', 'Daftar', 'Daftar bernomor', 'Tautan'].filter(
        (name) => button(name).getAttribute('aria-pressed') === 'true',
      );
    select(area, 'strong');
    expect(pressed()).toEqual(['Tebal']);
    select(area, 'em', { collapsed: true });
    expect(pressed()).toEqual(['Miring']);
    select(area, 'a');
    expect(pressed()).toEqual(['Tautan']);
    select(area, 'li');
    expect(pressed()).toEqual(['Daftar bernomor']);
  });

  it('makes bold and italic with the buttons and with Ctrl+B and Ctrl+I, saved as strong and em', () => {
    browserCommands();
    const { area, value } = renderStory('<p>Hari bahagia kami</p>');
    selectWords(area, 'bahagia');
    fireEvent.click(button('Tebal'));
    expect(value()).toBe('<p>Hari <strong>bahagia</strong> kami</p>');
    select(area, 'b');
    fireEvent.keyDown(area, { key: 'i', ctrlKey: true });
    expect(value()).toBe('<p>Hari <strong><em>bahagia</em></strong> kami</p>');
    select(area, 'i');
    fireEvent.keyDown(area, { key: 'B', ctrlKey: true });
    expect(commands).toEqual(['styleWithCSS', 'bold', 'styleWithCSS', 'italic', 'styleWithCSS', 'bold']);
  });

  it('makes lists with Daftar and Daftar bernomor', () => {
    browserCommands();
    const { area, value } = renderStory('<p>Akad</p><p>Resepsi</p>');
    selectWords(area, 'Akad');
    fireEvent.click(button('Daftar'));
    expect(value()).toBe('<ul><li>Akad</li></ul><p>Resepsi</p>');
    selectWords(area, 'Resepsi');
    fireEvent.click(button('Daftar bernomor'));
    expect(value()).toBe('<ul><li>Akad</li></ul><ol><li>Resepsi</li></ol>');
  });

  it('links the selected words to an address typed in its form; Enter applies it without saving the form', () => {
    const { area, value, submitted } = renderStory('<p>Beli di toko ini ya</p>');
    selectWords(area, 'toko ini');
    fireEvent.click(button('Tautan'));
    const address = screen.getByRole('textbox', { name: 'Alamat tautan' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Tautan harus diawali https://, http://, mailto: atau tel:');
    expect(value()).toBeUndefined();

    fireEvent.change(address, { target: { value: 'toko.id/kado' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(value()).toBe('<p>Beli di <a href="https://toko.id/kado">toko ini</a> ya</p>');
    expect(screen.queryByRole('textbox', { name: 'Alamat tautan' })).toBeNull();
    expect(submitted).not.toHaveBeenCalled();

    select(area, 'a');
    fireEvent.click(button('Tautan'));
    expect(screen.getByRole('textbox', { name: 'Alamat tautan' })).toHaveProperty('value', 'https://toko.id/kado');
    fireEvent.click(screen.getByRole('button', { name: 'Hapus tautan' }));
    expect(value()).toBe('<p>Beli di toko ini ya</p>');
  });

  it('keeps only the allowed tags of pasted HTML', () => {
    const { area, value } = renderStory('<p>Awal x</p>');
    selectWords(area, 'x');
    const pasted =
      '<h2 style="color:red">Judul</h2><p>Kata <b>tebal</b> <i>miring</i> <font color=red>merah</font><script>alert(1)</script>' +
      '<img src=x onerror="alert(2)"><a href="javascript:alert(3)" onclick="x()">jahat</a> <a href="https://ok.id" target="_blank">baik</a></p>' +
      '<table><tr><td>sel</td></tr></table><ul><li>satu</li></ul>';
    fireEvent.paste(area, { clipboardData: { getData: (type: string) => (type === 'text/html' ? pasted : '') } });
    expect(value()).toBe(
      '<p>Awal </p><p>Judul</p><p>Kata <strong>tebal</strong> <em>miring</em> merah' +
        '<a>jahat</a> <a href="https://ok.id">baik</a></p>sel<ul><li>satu</li></ul>',
    );
    expect(area.innerHTML).not.toMatch(/script|onerror|onclick|javascript|style=|<img|<h2|<b>|<font/);
  });

  it('pastes plain text as text, its lines as paragraphs', () => {
    const { area, value } = renderStory('<p>x</p>');
    selectWords(area, 'x');
    fireEvent.paste(area, {
      clipboardData: { getData: (type: string) => (type === 'text/plain' ? 'a <b>bukan tag</b>' : '') },
    });
    expect(value()).toBe('<p>a &lt;b&gt;bukan tag&lt;/b&gt;</p>');
  });

  it('sends no value once emptied, so the form says the story is required', () => {
    const { area, value } = renderStory('<p>Hapus saya</p>');
    act(() => {
      area.innerHTML = '<p><br></p>';
      fireEvent.input(area);
    });
    expect(value()).toBeUndefined();
    expect(area.className).toContain('rich-editor__area--empty');
  });
});
