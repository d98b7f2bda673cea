// The federation async boundary: shared singletons are negotiated before any app code runs.
// Start-up runs in several tasks, the biggest libraries one by one and then the app, so a phone's
// main thread is never blocked for long while the shopper reads the page the server rendered.
// (The page has fetched every script already: see the shell's server, page-scripts.ts.)
import { nextTask } from './app/next-task';

async function start(): Promise<void> {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('i18next');
  await nextTask();
  await import('styled-components');
  await nextTask();
  await import('react-redux');
  await nextTask();
  await import('react-router');
  await nextTask();
  // Not a singleton of its own but a part of @storefront/shared, in the same build: evaluated here
  // in a task of its own, then found evaluated by the shared package.
  await import('@reduxjs/toolkit/query/react');
  await nextTask();
  await import('@storefront/shared');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
