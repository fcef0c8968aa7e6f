import { useTranslation } from '~/lib/use-translation';
import { useViewer } from '~/lib/use-viewer';
import { AccountDataCard } from './account-data-card';
import type { AccountSearch } from './account-search';
import { ChangeEmailCard } from './change-email-card';
import { DisplayPreferences } from './display-preferences';
import { LinkedAccountsCard } from './linked-accounts-card';
import { PictureCard } from './picture-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';
import { PasskeysCard } from './passkeys-card';
import { ApiKeysCard } from './api-keys-card';
import { areaPaths, type Area } from '~/lib/area';
import { PageHeader } from '~/components/page-header';
import { TwoFactorCard } from './two-factor-card';

/** /app/account and /manager/account. */
export function AccountPage({ area, search }: { area: Area; search: AccountSearch }) {
  const { t } = useTranslation('account');
  const viewer = useViewer();
  if (!viewer) return null;
  return (
    <section className="space-y-4">
      <PageHeader title={t('title')} />
      <ProfileCard
        area={area}
        viewer={viewer}
        changingName={search.state === 'change-name'}
        error={search.state === 'change-name' ? search.error : undefined}
      />
      <DisplayPreferences />
      <PictureCard viewer={viewer} />
      <ChangeEmailCard
        area={area}
        viewer={viewer}
        newEmail={search.newEmail}
        error={search.state === 'change-name' ? undefined : search.error}
      />
      <LinkedAccountsCard accountPath={areaPaths[area].account} />
      <TwoFactorCard viewer={viewer} accountPath={areaPaths[area].account} />
      <PasskeysCard viewer={viewer} />
      <ApiKeysCard viewer={viewer} />
      <SessionsCard />
      <AccountDataCard viewer={viewer} />
    </section>
  );
}
