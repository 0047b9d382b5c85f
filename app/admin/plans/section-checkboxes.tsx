import { SECTIONS } from '../../../schemas/sections';
import { SECTION_SLUGS, type SectionSlug } from '../../../schemas/section-slugs';
import './section-checkboxes.css';

/** The fifteen sections, each a checkbox by its name ('Pembuka', 'Mempelai' …): the ones a plan may have active. */
export function SectionCheckboxes({
  value,
  error,
  onChange,
}: {
  value: readonly SectionSlug[];
  error?: string;
  onChange: (sections: SectionSlug[]) => void;
}) {
  const toggle = (slug: SectionSlug, on: boolean) =>
    onChange(SECTION_SLUGS.filter((each) => (each === slug ? on : value.includes(each))));
  return (
    <fieldset className="section-checkboxes">
      <legend className="ui-field__label">Bagian yang diizinkan</legend>
      <div className="section-checkboxes__list">
        {SECTION_SLUGS.map((slug) => (
          <label key={slug} className="section-checkboxes__item">
            <input
              type="checkbox"
              checked={value.includes(slug)}
              onChange={(event) => toggle(slug, event.target.checked)}
            />
            {SECTIONS[slug].settings.title}
          </label>
        ))}
      </div>
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
