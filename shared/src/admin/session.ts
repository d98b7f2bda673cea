import type { NotificationSound, StaffPreferences } from './notifications';
import type { Permission, StaffRole } from './permissions';

/**
 * The signed-in staff member as the back office sees them (`GET admin/session`): their role as
 * the API knows it (a manager included, who is a Customer to the storefront's client), the
 * actions the permission table gives it, and their own choices.
 */
export interface StaffSession {
  user: { id: string; email: string; firstName: string; lastName: string };
  role: StaffRole;
  permissions: Permission[];
  preferences: StaffPreferences;
}

/** `PUT admin/session/preferences`. */
export interface StaffPreferencesInput {
  sound: NotificationSound | null;
}
