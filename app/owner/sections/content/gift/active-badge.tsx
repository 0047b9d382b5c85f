import { Badge } from '../../../../ui/badge';

/** Whether a physical or virtual gift shows on the invitation (only active ones do). */
export function ActiveBadge({ active }: { active: boolean }) {
  return active ? <Badge color="#23704f">Aktif</Badge> : <Badge color="#6b6470">Nonaktif</Badge>;
}
