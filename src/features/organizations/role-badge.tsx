import { useTranslation } from '~/lib/use-translation';
import { isOrganizationRole } from '~/lib/organization-permissions';

/** A member's role in an organization, translated. */
export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation('organizations');
  return (
    <span className="inline-flex rounded-full border border-border px-2 py-0.5 text-xs font-medium">
      {isOrganizationRole(role) ? t(`roles.${role}`) : role}
    </span>
  );
}
