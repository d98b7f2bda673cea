/** Limits of the contact form, enforced by the shared schema in the browser and the API. */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 2000,
} as const;

/** International phone: a + and the dial code, then 6 to 14 digits, spaces allowed. */
export const PHONE_PATTERN = /^\+\d{1,4}(?: ?\d){6,14}$/;
