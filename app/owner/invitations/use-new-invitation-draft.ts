import { useState } from 'react';
import type { ThemeCatalogueItem } from '../../../schemas/responses/theme-catalogue';
import { isLocked } from '../kit/themes/theme-catalogue';
import {
  EMPTY_FORM,
  slugFromNicknames,
  type FormErrors,
  type FormField,
  type NewInvitationForm,
} from './new-invitation-form';

/**
 * What the owner types on "Buat Undangan", kept as typed, and the errors at its fields: a field
 * changed loses its error; the link follows the nicknames until the owner types one of their own;
 * a plan that leaves the chosen theme out unchooses it.
 */
export function useNewInvitationDraft() {
  const [form, setForm] = useState<NewInvitationForm>(EMPTY_FORM);
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});

  const set = (field: FormField, value: string) => {
    setForm((previous) => {
      const next = { ...previous, [field]: value };
      if (!slugEdited && (field === 'groomNickname' || field === 'brideNickname')) next.slug = slugFromNicknames(next);
      return next;
    });
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  return {
    form,
    errors,
    setErrors,
    set,
    /** Anything typed or chosen. */
    changed: JSON.stringify(form) !== JSON.stringify(EMPTY_FORM),
    /** The link as the owner types it; cleared, it follows the nicknames again. */
    editSlug: (slug: string) => {
      setSlugEdited(slug !== '');
      set('slug', slug);
    },
    /** The plan `code` (of `tier`) chosen among `themes`. */
    choosePlan: (code: string, tier: number | undefined, themes: ThemeCatalogueItem[] | undefined) => {
      const chosenTheme = themes?.find((t) => t.slug === form.theme);
      set('plan', code);
      // A theme the new plan does not include is no longer chosen.
      if (chosenTheme && isLocked(chosenTheme, tier)) setForm((previous) => ({ ...previous, plan: code, theme: '' }));
    },
  };
}

export type NewInvitationDraft = ReturnType<typeof useNewInvitationDraft>;
