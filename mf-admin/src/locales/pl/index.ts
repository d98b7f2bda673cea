// The admin namespace in one language: a file for each part of the back office, each with
// top-level keys of its own (locales.test.ts checks that no two files share one).
import audit from './audit.json';
import discounts from './discounts.json';
import frame from './frame.json';
import validation from './validation.json';

/** The namespace's files, by part. */
export const parts = { frame, discounts, validation, audit };

export default { ...frame, ...discounts, ...validation, ...audit };
