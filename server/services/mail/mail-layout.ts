import { escapeHtml } from '../../http/escape-html';

/** What one mail says: a greeting, a few paragraphs, one button, and a note under it. */
export type MailContent = {
  subject: string;
  /** The line a mail app shows beside the subject. */
  preview: string;
  greeting: string;
  paragraphs: string[];
  button: { label: string; link: string };
  /** Under the button: how long the link works, what to do if the mail was not expected. */
  notes: string[];
};

/** The owner area's colours (app/ui/owner.css), written out: mail apps do not read stylesheets. */
const INK = '#2d2a32';
const MUTED = '#6b6470';
const BRAND = '#8e3b52';
const BACKGROUND = '#f6f3f0';
const LINE = '#e6dfd9';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * A mail in the product's look, as HTML (one centred card on the owner area's background, the brand,
 * a brand-coloured button, inline styles and tables as mail apps need) and as plain text with the link
 * written out, for mail apps that show no HTML.
 */
export function mailOf(content: MailContent): { subject: string; html: string; text: string; link: string } {
  const { subject, preview, greeting, paragraphs, button, notes } = content;
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font:16px/1.5 ${FONT};color:${INK}">${escapeHtml(text)}</p>`;
  const note = (text: string) =>
    `<p style="margin:0 0 8px;font:13px/1.5 ${FONT};color:${MUTED};overflow-wrap:anywhere">${escapeHtml(text)}</p>`;
  const link = escapeHtml(button.link);
  const html = `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${BACKGROUND}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BACKGROUND}">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px">
<tr><td style="padding:0 0 16px;font:600 18px/1.3 ${FONT};color:${BRAND}">Undangan Digital</td></tr>
<tr><td style="background:#fff;border:1px solid ${LINE};border-radius:12px;padding:28px 24px">
${paragraph(greeting)}
${paragraphs.map(paragraph).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:999px;background:${BRAND}">
<a href="${link}" style="display:inline-block;padding:12px 24px;font:600 16px/1.2 ${FONT};color:#fff;text-decoration:none;border-radius:999px">${escapeHtml(button.label)}</a>
</td></tr></table>
${note(`Jika tombol tidak bisa dibuka, salin tautan ini ke browser Anda: ${button.link}`)}
${notes.map(note).join('\n')}
</td></tr>
<tr><td style="padding:16px 4px;font:12px/1.5 ${FONT};color:${MUTED}">Email ini dikirim otomatis oleh Undangan Digital. Mohon tidak membalas email ini.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((line) => [line, '']),
    `${button.label}: ${button.link}`,
    '',
    ...notes,
    '',
    '— Undangan Digital (email otomatis, mohon tidak dibalas)',
    '',
  ].join('\n');
  return { subject, html, text, link: button.link };
}
