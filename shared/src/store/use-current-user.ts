import { selectAuthLoading, selectIsAuthenticated, selectIsStaff, selectUser } from './auth-slice';
import { useAppSelector } from './hooks';

/** The signed-in user as components need it: the user, the flag, the start-up loading and staff. */
export function useCurrentUser() {
  const user = useAppSelector(selectUser);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const loading = useAppSelector(selectAuthLoading);
  const isStaff = useAppSelector(selectIsStaff);
  return { user, isAuthenticated, loading, isStaff };
}
