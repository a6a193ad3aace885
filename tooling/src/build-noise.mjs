/**
 * Lines the builds print on every run that are the design, not a problem. Each is dropped here, with why:
 * - Module Federation's manifest plugin warns that `publicPath: 'auto'` makes a remote's manifest resolve its files
 *   against the URL it was fetched from. That is what we want: remotes are served from origins the shell learns
 *   from /runtime-config.json at run time, so no public path can be baked in.
 */
const EXPECTED = [/Manifest will use absolute path resolution via its host at runtime/];

/**
 * The console rspack's infrastructure logging writes to (`infrastructureLogging.console`), minus the EXPECTED lines;
 * everything else goes to `target` unchanged. (Plugin loggers have no per-message switch; `level` would hide all.)
 */
export function quietConsole(target = console) {
  const expected = (args) => EXPECTED.some((pattern) => pattern.test(args.map(String).join(' ')));
  return new Proxy(target, {
    get(console, key) {
      const value = Reflect.get(console, key);
      if (typeof value !== 'function') return value;
      if (key !== 'warn' && key !== 'info' && key !== 'log') return value.bind(console);
      return (...args) => (expected(args) ? undefined : value.apply(console, args));
    },
  });
}

/**
 * Compilation warnings that are the design (rspack's `ignoreWarnings`):
 * - "Conflicting order" between two ui-kit stylesheets: each styles only its own block (.vk-bottle, .vk-state,
 *   .vk-taste-fit …) and never another's, so the order they land in a shared CSS chunk changes nothing.
 * - The same between discovery's food icons (`.disc-food-icon*` only) and a ui-kit stylesheet: the icons sit on wine
 *   cards and dish pages, whose modules import the two in either order.
 * The same warning about any other pair of files is still printed.
 */
const UI_KIT_CSS = String.raw`\.\./ui-kit/src/[\w-]+\.css`;
const FOOD_ICONS_CSS = String.raw`\./src/taste/food-icons\.css`;
export const EXPECTED_WARNINGS = [
  new RegExp(`Conflicting order between ${UI_KIT_CSS} and ${UI_KIT_CSS}`),
  new RegExp(`Conflicting order between (${FOOD_ICONS_CSS} and ${UI_KIT_CSS}|${UI_KIT_CSS} and ${FOOD_ICONS_CSS})`),
];
