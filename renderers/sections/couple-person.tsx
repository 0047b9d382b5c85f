import type { PrivatePerson } from '../../schemas/entities/private-person.schema';
import type { SectionCopy } from '../../schemas/sections';
import { CameraIcon } from '../shared/icons';
import { Picture } from '../shared/image';

type Props = { person: PrivatePerson; showParents: boolean; labels: SectionCopy<'couple'>['labels'] };

/** One of the couple: photo, name, parents and Instagram, shared by the couple layouts. */
export function CouplePerson({ person, showParents, labels }: Props) {
  const childOf = person.person_role === 'groom' ? labels.son_of : labels.daughter_of;
  const parents = [person.person_father_name, person.person_mother_name].filter(Boolean).join(' & ');
  return (
    <article className="person">
      {person.person_image ? (
        <Picture
          className="person__photo"
          src={person.person_image}
          alt={person.person_name}
          width={600}
          height={800}
        />
      ) : null}
      <h3 className="person__nickname">{person.person_nickname}</h3>
      <p className="person__name">{person.person_name}</p>
      {showParents && parents ? (
        <p className="person__parents">
          {childOf} {parents}
        </p>
      ) : null}
      {person.person_instagram ? (
        <a
          className="person__instagram"
          href={`https://instagram.com/${person.person_instagram}`}
          target="_blank"
          rel="noreferrer"
        >
          <CameraIcon size={16} /> @{person.person_instagram}
        </a>
      ) : null}
    </article>
  );
}
