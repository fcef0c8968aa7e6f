import type { Area } from '~/features/shell/navigation';

export const accountPath = (area: Area) => (area === 'app' ? '/app/account' : '/manager/account');
