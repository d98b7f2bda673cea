import { can, type Permission } from '@storefront/shared/admin';
import { useGetStaffSessionQuery } from '../../api/admin-api';

/**
 * The signed-in staff member (the `staff` middleware has already asked for them) and what their
 * role may do, so a page shows only the actions the API would take from them.
 */
export function useStaff() {
  const { data: session } = useGetStaffSessionQuery();
  return {
    session,
    role: session?.role ?? null,
    may: (permission: Permission) => can(session?.role, permission),
  };
}
