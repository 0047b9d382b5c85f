import type { InvitationPlan } from '../../schemas/entities/invitation-plan.schema';

/** A theme as the home page previews it, from the theme catalogue and its manifest's tokens. */
export type HomeTheme = {
  id: string;
  name: string;
  /** Its category's Indonesian name (Bunga, Art Deco ...). */
  category: string;
  /** The lowest plan that may use it, by name ('luxury'), when the theme names one. */
  plan?: string;
  colors: { background: string; primary: string; text: string };
  /** Its illustration as served (/themes/<id>/illustration.svg), when it has one. */
  illustration?: string;
};

/** A published invitation its owners let the home page show (the portofolio showcase). */
export type HomeShowcaseItem = {
  slug: string;
  /** The couple's nicknames, 'Raka & Ayu'. */
  names: string;
  /** The name of its theme, when the catalogue has it. */
  themeName?: string;
  /** Its link-preview picture (`photo`), else its theme's illustration; only addresses of this site. */
  image?: string;
  photo: boolean;
};

/** Everything the home page shows that comes from the database and the manifests. */
export type HomePageData = {
  /** The theme drawn on the phone beside the first screen's words. */
  hero?: HomeTheme;
  /** One theme per category, in the catalogue's order. */
  themes: HomeTheme[];
  themeCount: number;
  /** Lowest tier first, as GET /v1/plan lists them. */
  plans: InvitationPlan[];
  showcase: HomeShowcaseItem[];
};
