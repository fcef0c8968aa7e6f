import { useEffect } from 'react';
import { CLEARED_POSTED_NOTICE, readPostedNotice } from './posted-notice';
import { toast } from './toast';
import { useTranslation } from './use-translation';

/**
 * Shows, once, the notice a natively posted form left for this page (lib/posted-notice.ts): a form
 * clicked before the scripts ran says what the hydrated one says.
 */
export function usePostedNotice(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const notice = readPostedNotice(document.cookie);
    if (!notice) return;
    document.cookie = CLEARED_POSTED_NOTICE;
    // The key came in a cookie: checked here against the texts, where i18next's key types cannot follow.
    const translate = i18n.t.bind(i18n) as (key: string, options: Record<string, string>) => string;
    if (i18n.exists(notice.key, { ns: notice.ns }))
      toast.success(translate(notice.key, { ...notice.values, ns: notice.ns }));
  }, [i18n]);
}
