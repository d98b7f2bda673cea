// @storefront/shared/kit: interface primitives that pages use now and then (tooltip, progress,
// card, the header's popover panels). Not part of the singleton barrel, so the shell's first paint does not carry them.

export * from './ui/progress';
export * from './ui/tooltip';
export * from './ui/card';
export * from './ui/popover-panel';
export * from './ui/query-state';
export * from './ui/section-nav';
export * from './ui/dialog-parts';
export * from './ui/action-result';
