import assert from 'node:assert/strict';
import { test } from 'node:test';
import { quietConsole } from './build-noise.mjs';

test('drops the manifest plugin\'s publicPath warning and passes every other line on', () => {
  const written = [];
  const target = { warn: (...args) => written.push(['warn', ...args]), error: (...args) => written.push(['error', ...args]) };
  const quiet = quietConsole(target);
  quiet.warn("[Module Federation Manifest Plugin] Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'");
  quiet.warn('[Module Federation Manifest Plugin] Manifest will not generate, because publicPath can only be string');
  quiet.error('something failed');
  assert.deepEqual(written, [
    ['warn', '[Module Federation Manifest Plugin] Manifest will not generate, because publicPath can only be string'],
    ['error', 'something failed'],
  ]);
});

test('ignores conflicting CSS order only between two ui-kit stylesheets, or discovery\'s food icons and one', async () => {
  const { EXPECTED_WARNINGS } = await import('./build-noise.mjs');
  const ignored = (message) => EXPECTED_WARNINGS.some((pattern) => pattern.test(message));
  assert.equal(ignored('chunk 767\nConflicting order between ../ui-kit/src/bottle.css and ../ui-kit/src/state.css'), true);
  assert.equal(ignored('Conflicting order between ./src/search/search.css and ../ui-kit/src/state.css'), false);
  assert.equal(ignored('chunk 382\nConflicting order between ./src/taste/food-icons.css and ../ui-kit/src/wine-card.css'), true);
  assert.equal(ignored('Conflicting order between ../ui-kit/src/wine-card.css and ./src/taste/food-icons.css'), true);
  assert.equal(ignored('Conflicting order between ./src/taste/food-icons.css and ./src/search/search.css'), false);
});
