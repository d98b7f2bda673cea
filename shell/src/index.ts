// The federation async boundary: shared singletons are negotiated before any app code runs.
// Start-up runs in several tasks, the biggest libraries one by one and then the app, so a phone's
// main thread is never blocked for long while the shopper reads the page the server rendered.
// (The page has fetched every script already: see the shell's server, page-scripts.ts.)
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('i18next');
  await import('styled-components');
  await nextTask();
  await import('react-redux');
  await nextTask();
  await import('@storefront/shared');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
