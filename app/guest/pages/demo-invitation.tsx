import { useMemo } from 'react';
import type { Wish } from '../../../schemas/entities/wish.schema';
import { invitationKeys } from '../../queries/invitation-keys';
import { demoCalls } from '../flows/flow-calls';
import type { LoadedInvitation } from './invitation-loaders';
import { ThemedInvitation, type ThemedInvitationProps } from './themed-invitation';

/**
 * Demo mode (docs/product.md#demo-mode): a theme on the sample invitation; nothing is written and no
 * wish is fetched ('Lihat Semua' pages through the sample wishes). Both starts draw it, and the theme
 * studio's preview (`onCover` hands it the cover).
 */
export function DemoInvitation({
  manifest,
  page,
  wishes,
  now,
  onCover,
}: LoadedInvitation & { wishes: Wish[] } & Pick<ThemedInvitationProps, 'onCover'>) {
  const calls = useMemo(() => demoCalls(wishes, invitationKeys.demoWishPages(manifest.id)), [wishes, manifest.id]);
  return <ThemedInvitation manifest={manifest} page={page} now={now} calls={calls} onCover={onCover} />;
}
