/**
 * The cover the server paints into a published invitation's HTML (server/services/public-page/painted-page.tsx),
 * so a guest on a slow connection sees it before any JavaScript runs. The app takes it over when the
 * page mounts: it removes the painted copy, draws its own in the same place, and opens it at once if
 * the guest already tapped the painted button.
 */
export const PAINTED_COVER_ID = 'painted-cover';

/** The attribute the painted cover's inline script sets when its open button is tapped. */
export const PAINTED_COVER_TAPPED = 'data-tapped';

/**
 * The `<meta>` naming the app's scripts on a painted page, the entry first, then the chunks to preload
 * (server/services/public-page/deferred-app-scripts.ts): they load once the cover has painted.
 */
export const APP_SCRIPTS_META = 'app-scripts';

/**
 * The `<meta>` naming the cover's fonts on a painted page: their font files, then their stylesheets
 * (server/services/public-page/painted-page.tsx). They load once the cover has painted, before the app's scripts:
 * the cover paints at once in the fallback type and takes the theme's type when it arrives (the faces
 * are `font-display: swap`), so neither its first paint nor its picture waits for some 80 KB of fonts.
 */
export const PAINTED_FONTS_META = 'cover-fonts';

/** Remembers a tap on the painted cover's button and shows it is on its way. */
const REMEMBER_TAP = `var c=document.getElementById('${PAINTED_COVER_ID}');var b=c&&c.querySelector('.cover__open');if(b)b.addEventListener('click',function(){c.setAttribute('${PAINTED_COVER_TAPPED}','');b.setAttribute('aria-busy','true');});`;

/** The cover picture's preload in the head (server/services/public-page/painted-page.tsx): the one of high priority. */
export const PAINTED_PICTURE_PRELOAD = 'link[rel="preload"][as="image"][fetchpriority="high"]';

/**
 * Adds the cover's fonts named in their `<meta>` (the files as font preloads, so they are fetched
 * while their stylesheets come), then the app's scripts named in theirs as module preloads, once the
 * browser reports the first contentful paint (Paint Timing); a browser without it adds them after its
 * first frame. It adds one link per task: each insertion starts a request on the main thread, 0-18 ms
 * on a phone's CPU, and the twelve of a page in one task made a long task of 40-140 ms just after the
 * first paint (issue 14, Lighthouse's total blocking time). The entry itself, whose running takes the
 * main thread for a while, is added after the last link, once the cover's picture (its preload) has
 * loaded and the next frame is painted as well: run before, it held the picture's paint back, which
 * then counted its time in the page's largest paint (Lighthouse's slowed phone: 1.7-2.5 s on some
 * runs against 1.0 s). A tab that never paints (opened in the background) starts adding them after
 * 5 s at the latest.
 */
const LOAD_APP_AFTER_PAINT = `var d=document;function add(h,r){var e=d.createElement('link');e.rel=r;if(r!=='stylesheet')e.crossOrigin='';if(r==='preload'){e.as='font';e.type='font/woff2';}e.href=h;d.head.appendChild(e);}var m=d.querySelector('meta[name="${APP_SCRIPTS_META}"]');var f=d.querySelector('meta[name="${PAINTED_FONTS_META}"]');var s=m?m.content.split(' '):[];var done=false,shown=false,ran=false;function run(){if(ran||!done||!shown||!s.length)return;ran=true;var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=s[0];d.head.appendChild(e);}var q=[],started=false;function next(){var x=q.shift();if(x){add(x[0],x[1]);setTimeout(next,0);}else{done=true;run();}}function load(){if(started)return;started=true;if(f)f.content.split(' ').forEach(function(h){q.push([h,/\\.css$/.test(h)?'stylesheet':'preload']);});for(var i=s.length-1;i>=0;i--)q.push([s[i],'modulepreload']);next();}function show(){shown=true;run();}var p=d.querySelector('${PAINTED_PICTURE_PRELOAD}');if(p){var g=new Image();g.onload=g.onerror=function(){requestAnimationFrame(function(){setTimeout(show,0);});};g.src=p.href;}else{shown=true;}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();load();}}).observe({type:'paint',buffered:true});}else{requestAnimationFrame(function(){setTimeout(load,0);});}setTimeout(function(){load();show();},5000);`;

/** The inline script of the painted cover: remembers a tap, and loads the app once the cover shows. */
export const PAINTED_COVER_SCRIPT = `(function(){${REMEMBER_TAP}${LOAD_APP_AFTER_PAINT}})();`;

/**
 * The id of the `<script type="application/json">` holding `{ slug, guestCode, page }`: the page
 * bundle the server already read, which the app's public route uses instead of calling the API again.
 */
export const EMBEDDED_PAGE_ID = 'invitation-page-data';

/** What a painted cover shows a phone that runs no JavaScript (as index.html's own noscript). */
export const PAINTED_COVER_NOSCRIPT = 'Aktifkan JavaScript untuk membuka undangan ini.';

/** Whether there was a painted cover, whether the guest tapped it, whether it held the focus. */
export type PaintedCover = { painted: boolean; tapped: boolean; focused: boolean };

/** Whether the page arrived with a painted cover still in place. */
export const hasPaintedCover = (doc: Document = document): boolean => doc.getElementById(PAINTED_COVER_ID) !== null;

/** Removes the painted cover, if the page has one, and tells what became of it. */
export function takePaintedCover(doc: Document = document): PaintedCover {
  const element = doc.getElementById(PAINTED_COVER_ID);
  if (!element) return { painted: false, tapped: false, focused: false };
  const tapped = element.hasAttribute(PAINTED_COVER_TAPPED);
  const focused = element.contains(doc.activeElement);
  element.remove();
  return { painted: true, tapped, focused };
}

/** How long the app waits at most for the painted cover's picture before taking the cover over. */
export const PAINTED_PICTURE_WAIT_MS = 3000;

/**
 * Resolves once the painted cover's picture (the image the server preloads in the head: the couple's
 * photo or the theme's illustration) has loaded, at once without a painted cover or such a picture,
 * and after `limit` ms at the latest, loaded or not. The app takes the cover over with its picture
 * already painted, so its own copy paints nothing new and the picture stays the page's largest paint
 * (docs/performance.md). On a slow line the picture, fetched first, is there long before the app.
 */
export function paintedPictureLoaded(doc: Document = document, limit = PAINTED_PICTURE_WAIT_MS): Promise<void> {
  const href = doc.querySelector<HTMLLinkElement>(PAINTED_PICTURE_PRELOAD)?.href;
  if (!href || !hasPaintedCover(doc)) return Promise.resolve();
  return new Promise((resolve) => {
    const picture = new Image();
    picture.onload = picture.onerror = () => resolve();
    setTimeout(resolve, limit);
    picture.src = href;
  });
}
