import { useEffect, type ReactNode } from 'react';
import type { SectionFlows } from '../../engine/render/section-props';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { FlowCalls } from './flow-calls';
import { useInvitationFlows } from './use-invitation-flows';

type Props = {
  page: InvitationPage;
  calls: FlowCalls;
  /** Called once the flows run (the page marks itself, so tests and tools can wait for it). */
  onReady: () => void;
  children: (flows: SectionFlows) => ReactNode;
};

/**
 * The guest flows, running. Its own chunk (XState, the machines, the payload validator, the QR
 * code): the page loads it when the guest opens the cover, not before the first tap.
 */
export default function LiveFlows({ page, calls, onReady, children }: Props) {
  const flows = useInvitationFlows(page, calls);
  useEffect(onReady, [onReady]);
  return <>{children(flows)}</>;
}
