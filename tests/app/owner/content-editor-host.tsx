import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { ContentEditorProps } from '../../../app/owner/sections/content-editor';
import { contentQuery } from '../../../app/queries/owner-queries';
import { freshQueryClient } from './owner-page-harness';

/**
 * A content editor as the section page gives it: the invitation's content read through its query
 * (and read again after a save), `props` over the page's; its draft and dirty callbacks are spies.
 */
export function renderContentEditor(
  Editor: ComponentType<ContentEditorProps>,
  invitationId: string,
  props: Partial<ContentEditorProps> = {},
) {
  const onDraft = vi.fn();
  const onDirtyChange = vi.fn();
  function Host() {
    const { data } = useQuery(contentQuery(invitationId));
    if (!data) return <p>Memuat…</p>;
    return (
      <Editor invitationId={invitationId} content={data} onDraft={onDraft} onDirtyChange={onDirtyChange} {...props} />
    );
  }
  render(
    <QueryClientProvider client={freshQueryClient()}>
      <Host />
    </QueryClientProvider>,
  );
  return { onDraft, onDirtyChange };
}
