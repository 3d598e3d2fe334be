import { loadedPlayerTexts, loadPlayerTexts } from './player';

test('English player texts are there before any video asks', () => {
  const texts = loadedPlayerTexts('en');
  expect(texts?.labels.language).toBe('Language');
  expect(texts?.videojsTranslations['Play']).toBe('Play');
});

test("a language's player texts load once, keyed by video.js's English ones", async () => {
  expect(loadedPlayerTexts('he')).toBeUndefined();
  const loading = loadPlayerTexts('he');
  // Asked again while loading (a suspended render retrying), the same load answers.
  expect(loadPlayerTexts('he')).toBe(loading);
  const texts = await loading;
  expect(texts.videojsTranslations['Play']).toBe('הפעלה');
  expect(texts.labels.language).not.toBe('Language');
  expect(loadedPlayerTexts('he')).toBe(texts);
});

test('a language without player texts plays with the English ones', async () => {
  expect(loadedPlayerTexts('fr')).toBe(loadedPlayerTexts('en'));
  expect(await loadPlayerTexts('fr')).toBe(loadedPlayerTexts('en'));
});
