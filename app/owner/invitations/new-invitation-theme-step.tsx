import type { UseQueryResult } from '@tanstack/react-query';
import type { ThemeCatalogueItem } from '../../../schemas/responses/theme-catalogue';
import { ThemeCatalogue } from '../kit/themes/theme-catalogue';
import { LoadingOrRetry } from '../../ui/loading-or-retry';
import { NewInvitationStep } from './new-invitation-step';
import type { PlanOption } from './plan-choice';

/**
 * Step 5, 'Tema': the theme catalogue, each theme previewed with the couple's nicknames; the themes
 * the chosen plan leaves out are locked (all that ask for a plan, before one is chosen).
 */
export function NewInvitationThemeStep({
  themes,
  plan,
  selected,
  names,
  error,
  onChoose,
}: {
  themes: UseQueryResult<ThemeCatalogueItem[]>;
  /** The plan chosen, if any. */
  plan: PlanOption | undefined;
  selected: string;
  /** 'Raka & Ayu', as typed so far. */
  names: string | undefined;
  error?: string;
  onChoose: (slug: string) => void;
}) {
  return (
    <NewInvitationStep id="step-theme" number={5} title="Tema">
      {!plan && <p className="new-invitation__note">Pilih paket dulu: sebagian tema khusus paket tertentu.</p>}
      <div data-field="theme">
        <LoadingOrRetry query={themes} loading="Memuat tema…" failed="Tema belum bisa dimuat." />
        {themes.data && (
          <ThemeCatalogue
            themes={themes.data}
            planTier={plan?.tier}
            selected={selected}
            selectedLabel="Dipilih"
            names={names}
            onChoose={onChoose}
          />
        )}
        {error && (
          <p className="ui-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </NewInvitationStep>
  );
}
