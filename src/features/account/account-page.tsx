import { useTranslation } from '~/lib/use-translation';
import { useViewer } from '~/lib/use-viewer';
import { AccountDataCard } from './account-data-card';
import type { AccountSearch } from './account-search';
import { ChangeEmailCard } from './change-email-card';
import { DisplayPreferences } from './display-preferences';
import { LinkedAccountsCard } from './linked-accounts-card';
import { PictureField } from './picture-field';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';
import { PasskeysCard } from './passkeys-card';
import { ApiKeysCard } from './api-keys-card';
import { areaPaths, type Area } from '~/lib/area';
import { PageHeader } from '~/components/page-header';
import { TwoFactorCard } from './two-factor-card';

/** One column of cards, never wider than a comfortable line (the design's form width, 40 rem). */
const column = 'flex min-w-0 max-w-form flex-col gap-4';

/**
 * /app/account and /manager/account: who you are and how Folio looks for you on one side, how you sign
 * in and what may act for you on the other — two columns once the page is 860 px wide (a container
 * query, so a collapsed sidebar counts; in pixels, so Arabic's larger type does not push it to one
 * column), one below the other on a phone, in the same order.
 */
export function AccountPage({ area, search }: { area: Area; search: AccountSearch }) {
  const { t } = useTranslation('account');
  const viewer = useViewer();
  if (!viewer) return null;
  return (
    <section className="@container space-y-4">
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid items-start gap-4 @min-[860px]:grid-cols-2">
        <div className={column}>
          <ProfileCard
            area={area}
            viewer={viewer}
            changingName={search.state === 'change-name'}
            error={search.state === 'change-name' ? search.error : undefined}
            picture={<PictureField viewer={viewer} />}
          />
          <DisplayPreferences />
          <ChangeEmailCard
            area={area}
            viewer={viewer}
            newEmail={search.newEmail}
            error={search.state === 'change-name' ? undefined : search.error}
          />
          <AccountDataCard viewer={viewer} />
        </div>
        <div className={column}>
          <LinkedAccountsCard accountPath={areaPaths[area].account} />
          <TwoFactorCard viewer={viewer} accountPath={areaPaths[area].account} />
          <PasskeysCard viewer={viewer} />
          <ApiKeysCard viewer={viewer} />
          <SessionsCard />
        </div>
      </div>
    </section>
  );
}
