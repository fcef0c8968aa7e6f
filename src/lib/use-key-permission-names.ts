import type { KEY_RESOURCES } from './api-keys';
import type { statements } from './permissions';
import { useTranslation } from './use-translation';

type KeyResource = (typeof KEY_RESOURCES)[number];
type KeyAction = (typeof statements)[KeyResource][number];

/**
 * An API key's permissions in words, wherever keys are listed (one's own, a user's as an admin sees
 * them): "Books: read" for one, "Books: read and create · Genres: read" for a whole key.
 */
export function useKeyPermissionNames() {
  const { t, i18n } = useTranslation('account');
  const resource = (name: string) => t(`apiKeys.resources.${name as KeyResource}`, { defaultValue: name });
  const action = (name: string) => t(`apiKeys.actions.${name as KeyAction}`, { defaultValue: name });
  const permission = (resourceName: string, actionText: string) =>
    t('apiKeys.permission', { resource: resource(resourceName), action: actionText });
  return {
    resource,
    action,
    /** One permission, as its checkbox is named: "Books: read". */
    permission: (resourceName: string, actionName: string) => permission(resourceName, action(actionName)),
    /** A key's permissions, resource by resource. */
    describe: (permissions: Record<string, string[]>) => {
      const list = new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' });
      return Object.entries(permissions)
        .map(([name, actions]) => permission(name, list.format(actions.map(action))))
        .join(' · ');
    },
  };
}
