/** The sounds a back office can play when a new order comes in, chosen per staff member. */
export const NOTIFICATION_SOUNDS = [
  'groundhog',
  'rooster',
  'notification_1',
  'notification_2',
  'notification_3',
  'notification_4',
] as const;
export type NotificationSound = (typeof NOTIFICATION_SOUNDS)[number];

/** A staff member's own back-office choices, kept with their account. */
export interface StaffPreferences {
  /** The sound of a new order; none (silence) when null or absent. */
  sound?: NotificationSound | null;
}
