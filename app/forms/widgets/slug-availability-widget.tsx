import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { invitationCalls } from '../../api/invitation-calls';
import { formContextOf } from '../form-context';
import { textInputProps } from './text-input-props';
import '../../ui/prefixed-input.css';

/** How long typing pauses before the address is checked. */
const CHECK_DELAY_MS = 400;
const AVAILABLE = 'Alamat ini bisa dipakai';
const TAKEN = 'Alamat ini sudah dipakai undangan lain';

type Check = { slug: string; available: boolean; message: string } | null;

/**
 * The invitation's address (slug), checked as it is typed: once typing pauses, the API says whether
 * another invitation holds it (GET /v1/invitation/slug-availability). Its own saved address and a
 * value the schema already refuses are not asked about; a failed check says nothing (the save will).
 */
export function SlugAvailabilityWidget(props: WidgetProps) {
  const { id, value, schema, registry } = props;
  const { invitationId, savedSlug } = formContextOf(registry);
  const slug = typeof value === 'string' ? value : '';
  const [check, setCheck] = useState<Check>(null);
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : null;
  const askable = !!slug && slug !== savedSlug && (!pattern || pattern.test(slug));

  useEffect(() => {
    if (!askable) return;
    let current = true;
    const timer = setTimeout(() => {
      invitationCalls
        .slugAvailability(slug, invitationId)
        .then((answer) => {
          if (current) setCheck({ slug, available: answer.available, message: answer.message ?? '' });
        })
        .catch(() => {
          if (current) setCheck(null);
        });
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [askable, slug, invitationId]);

  const shown = askable && check?.slug === slug ? check : null;
  return (
    <>
      <div className="ui-prefixed">
        <span className="ui-prefixed__prefix" aria-hidden="true">
          /
        </span>
        <input
          {...textInputProps<HTMLInputElement>(props, `${id}__availability`)}
          className="ui-field__input ui-prefixed__input"
          value={slug}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <p
        id={`${id}__availability`}
        className={`schema-slug__status${shown ? (shown.available ? ' schema-slug__status--free' : ' schema-slug__status--taken') : ''}`}
        aria-live="polite"
      >
        {shown ? (shown.available ? AVAILABLE : shown.message || TAKEN) : ''}
      </p>
    </>
  );
}
