import type { Area } from '~/features/shell/area-shell';

export const accountPath = (area: Area) => (area === 'app' ? '/app/account' : '/manager/account');
