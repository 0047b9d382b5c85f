import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DemoInvitation } from './demo-invitation';
import { routeDemoInvitation } from './route-loaders';

/**
 * Demo mode in the router app (when the guest's light start failed; app/guest/boot/): the theme
 * comes from the route's slug, the data is the sample invitation.
 */
export const loader = ({ params }: LoaderFunctionArgs) => routeDemoInvitation(params.slug ?? '');

export function Component() {
  return <DemoInvitation {...useLoaderData<typeof loader>()} />;
}
