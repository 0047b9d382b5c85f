import { HomeClosing } from './home-closing';
import { HomeFaq } from './home-faq';
import { HomeFooter } from './home-footer';
import { HomeHeader } from './home-header';
import { HomeHero } from './home-hero';
import type { HomePageData } from './home-page-data';
import { HowItWorks } from './how-it-works';
import { PlanCards } from './plan-cards';
import { ShowcaseList } from './showcase-list';
import { ThemePreviews } from './theme-previews';

/**
 * The public home page (docs/product.md#home-page), rendered to HTML by the server (GET /) with no
 * script of its own: what the product does, themes, how it works, plans, examples, questions.
 */
export function HomePage({ data }: { data: HomePageData }) {
  return (
    <>
      <a className="home-skip" href="#isi">
        Langsung ke isi
      </a>
      <HomeHeader />
      <main id="isi">
        <HomeHero data={data} />
        <ThemePreviews data={data} />
        <HowItWorks themeCount={data.themeCount} />
        <PlanCards plans={data.plans} />
        <ShowcaseList items={data.showcase} />
        <HomeFaq plans={data.plans} />
        <HomeClosing />
      </main>
      <HomeFooter />
    </>
  );
}
