import type { ShrinkPlan } from './image-shrink-plan';

/** File names keep their stem and take the extension of what they became (`IMG_0042.webp`). */
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/png': 'png' };

function renamed(name: string, type: string): string {
  const extension = EXTENSIONS[type];
  if (!extension) return name;
  const stem = name.replace(/\.[^.]*$/, '') || 'foto';
  return `${stem}.${extension}`;
}

/**
 * `file` made smaller by `plan` (image-shrink-plan.ts) with browser-image-compression, whose code
 * (about 57 KB) is fetched the first time a photo needs it, never with the page. `onProgress` hears
 * 0 to 100. Rejects when the browser cannot read or redraw the picture, or `signal` aborts.
 */
export async function shrinkImage(
  file: File,
  plan: ShrinkPlan,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const shrunk = await imageCompression(file, { ...plan, onProgress, signal });
  return new File([shrunk], renamed(file.name, shrunk.type), { type: shrunk.type, lastModified: file.lastModified });
}
