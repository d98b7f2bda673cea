import { z } from 'zod';

/** What the sender of a message gets back. */
export const contactReceipt = z.object({ id: z.string().uuid(), createdAt: z.string() });

const contactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  language: z.string(),
  createdAt: z.string(),
});

export const contactMessagePage = z.object({
  items: z.array(contactMessage),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
