/**
 * Resolves in a task of its own: start-up code awaits it between its bigger steps, so a phone's main
 * thread is never blocked for long while the shopper reads the page the server rendered.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
