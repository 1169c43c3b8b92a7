// https://vike.dev/onBeforeRender
// The back office's layout has no store menu or footer to load: its pages load their own data (+data).
export function onBeforeRender(): void {}
