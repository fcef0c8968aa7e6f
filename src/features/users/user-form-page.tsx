import { useSuspenseQuery } from '@tanstack/react-query';
import { UserForm } from './user-form';
import { userQueries } from './user-queries';

/** /manager/users/new and /manager/users/{id}/update. */
export function UserFormPage({ id }: { id?: string }) {
  return id ? <ExistingUserForm id={id} /> : <UserForm />;
}

function ExistingUserForm({ id }: { id: string }) {
  const { data: user } = useSuspenseQuery(userQueries.detail(id));
  return <UserForm user={user} />;
}
