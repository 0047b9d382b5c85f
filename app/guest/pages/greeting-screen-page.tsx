import { useEffect, useMemo, type CSSProperties } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { coverCopy } from '../../../engine/chrome/cover-copy';
import { useGreeting } from '../../../engine/chrome/greeting-messages';
import { tokensToCssVariables } from '../../../engine/tokens/css-variables';
import { GreetingScreen } from '../../../renderers/chrome/greeting-screen';
import { themeAssetUrl } from '../../../engine/tokens/theme-asset-url';
import { routeDemoInvitation, routePublicInvitation } from './route-loaders';

/** `/demo/<theme>/screen` shows the sample couple; `/<slug>/screen` the invitation's own. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const demo = new URL(request.url).pathname.startsWith('/demo/');
  return demo ? routeDemoInvitation(params.slug ?? '') : routePublicInvitation(params.slug ?? '', null);
}

/**
 * The greeting-screen frame (docs/product.md#greeting-screen): the invitation's theme on a whole
 * screen, welcoming each guest the page embedding it names in a message (the hall's display, the
 * owner's settings page; engine/chrome/greeting-messages.ts), with the table, time and layout it asks.
 */
export function Component() {
  const { manifest, page } = useLoaderData<typeof loader>();
  const greeting = useGreeting();
  const style = useMemo(
    () => tokensToCssVariables(manifest.tokens, themeAssetUrl(manifest.id)) as CSSProperties,
    [manifest],
  );
  const { title } = coverCopy(manifest, page.sections);
  const { groom, bride } = page.couple;
  useEffect(() => {
    document.title = `${groom.person_nickname} & ${bride.person_nickname}`;
  }, [groom, bride]);
  return (
    <div className="invitation-page" style={style}>
      <GreetingScreen
        title={title}
        groomName={groom.person_nickname}
        brideName={bride.person_nickname}
        greeting={greeting}
      />
    </div>
  );
}
