import { describe, expect, it } from 'vitest';
import { isEmptyHtml } from '../../engine/format/empty-html';
import { formatFileSize } from '../../engine/format/file-size';
import { planLabel } from '../../engine/format/plan-label';
import { htmlToPlainText } from '../../engine/format/rich-text';
import { truncate, TRUNCATE_LENGTH } from '../../engine/format/truncate';
import { wordList } from '../../engine/format/word-list';

describe('formatFileSize', () => {
  it('writes sizes in Bytes, KB, MB, GB and TB, steps of 1024', () => {
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1048576)).toBe('1 MB');
    expect(formatFileSize(4.25 * 1024 ** 2)).toBe('4.25 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2 TB');
  });

  it('rounds to two decimals by default, or as many as asked, without trailing zeros', () => {
    expect(formatFileSize(1234567)).toBe('1.18 MB');
    expect(formatFileSize(1234567, 1)).toBe('1.2 MB');
    expect(formatFileSize(1234567, 0)).toBe('1 MB');
    expect(formatFileSize(1100)).toBe('1.07 KB');
  });

  it('moves to the next unit when rounding reaches 1024, and stays in TB past it', () => {
    expect(formatFileSize(1048575)).toBe('1 MB');
    expect(formatFileSize(5 * 1024 ** 5)).toBe('5120 TB');
  });

  it('reads 0 Bytes for nothing, a negative or a non-number', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('0 Bytes');
  });
});

describe('truncate', () => {
  it('cuts at 25 characters by default and adds an ellipsis', () => {
    expect(TRUNCATE_LENGTH).toBe(25);
    const text = 'Selamat menempuh hidup baru, semoga sakinah';
    const cut = truncate(text);
    expect(cut).toBe('Selamat menempuh hidup ba...');
    expect(cut.slice(0, -3)).toHaveLength(25);
  });

  it('leaves text of the length or shorter as it is', () => {
    expect(truncate('Raka & Ayu')).toBe('Raka & Ayu');
    const exactly = 'a'.repeat(25);
    expect(truncate(exactly)).toBe(exactly);
    expect(truncate('')).toBe('');
  });

  it('takes another length, drops spaces before the ellipsis and never splits an emoji', () => {
    expect(truncate('Terima kasih banyak', 7)).toBe('Terima...');
    expect(truncate('Hai 💍💍💍 semua', 6)).toBe('Hai 💍💍...');
  });
});

describe('isEmptyHtml', () => {
  it('is true for only empty tags, line breaks or non-breaking spaces', () => {
    for (const html of [
      '',
      '<p></p>',
      '<p><br></p>',
      '<p><br/></p><p><br /></p>',
      '<p>&nbsp;</p>',
      '<p>&nbsp; &#160;&#xA0;\u00a0</p>',
      '<div><span> </span></div>\n',
      '<p><strong></strong><em> </em></p><!-- a note -->',
    ]) {
      expect(isEmptyHtml(html), html).toBe(true);
    }
    expect(isEmptyHtml(null)).toBe(true);
    expect(isEmptyHtml(undefined)).toBe(true);
  });

  it('is false as soon as there is a word, a character entity or an image', () => {
    expect(isEmptyHtml('<p>Hai</p>')).toBe(false);
    expect(isEmptyHtml('plain text')).toBe(false);
    expect(isEmptyHtml('<p>&nbsp;.</p>')).toBe(false);
    expect(isEmptyHtml('<p>&amp;</p>')).toBe(false);
    expect(isEmptyHtml('<p><img src="/a.jpg"></p>')).toBe(false);
  });
});

describe('htmlToPlainText (rich text without a DOM)', () => {
  it('keeps the words and line breaks, drops every tag and script', () => {
    expect(htmlToPlainText('<p>Halo <strong>semua</strong></p><p>Baris&nbsp;dua<br>tiga</p>')).toBe(
      'Halo semua\nBaris\u00a0dua\ntiga',
    );
    expect(htmlToPlainText('<script>alert(1)</script><p onclick="x()">Aman &amp; &lt;b&gt;</p>')).toBe('Aman & <b>');
  });
});

describe('wordList and planLabel', () => {
  it("list words as a sentence does, with 'dan' or 'atau' before the last", () => {
    expect(wordList([], 'dan')).toBe('');
    expect(wordList(['Luxury'], 'atau')).toBe('Luxury');
    expect(wordList(['Mediaval', 'Luxury'], 'atau')).toBe('Mediaval atau Luxury');
    expect(wordList(['Bunga', 'Klasik', 'Modern'], 'dan')).toBe('Bunga, Klasik dan Modern');
  });

  it("write a plan's name as a sentence shows it", () => {
    expect(planLabel('luxury')).toBe('Luxury');
  });
});
