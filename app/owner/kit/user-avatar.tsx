import type { User } from '../../../schemas/entities/user.schema';

/**
 * The owner's photo in a circle, or the first letter of their name (of their e-mail without one):
 * the account menu's and the account page's. Decorative: the name is always written beside it.
 */
export function UserAvatar({
  user,
  className,
}: {
  user: Pick<User, 'name' | 'email' | 'profile_picture'>;
  className: string;
}) {
  const initial = (user.name || user.email || 'A').slice(0, 1).toUpperCase();
  return (
    <span className={className} aria-hidden="true">
      {user.profile_picture ? <img src={user.profile_picture} alt="" /> : initial}
    </span>
  );
}
