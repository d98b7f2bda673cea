// The federation async boundary: shared singletons are negotiated before any app code runs.
// Start-up runs in several tasks, the biggest libraries one by one and then the app, so a phone's
// main thread is never blocked for long while the shopper reads the page the server rendered.
// (The page has fetched every script already: see the shell's server, page-scripts.ts.)
import { nextTask } from './app/next-task';

/** What start-up evaluates, in this order, each in a task of its own. */
const STEPS = [
  () => import('react-dom/client'),
  () => import('i18next'),
  () => import('styled-components'),
  () => import('react-redux'),
  () => import('react-router'),
  // Not a singleton of its own but a part of @storefront/shared, in the same build: evaluated here
  // in a task of its own, then found evaluated by the shared package.
  () => import('@reduxjs/toolkit/query/react'),
  () => import('@storefront/shared'),
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
];

async function start(): Promise<void> {
  for (const step of STEPS) {
    await nextTask();
    await step();
  }
}

void start();
