import { libraryVideoId } from './libraryVideo';

test('a REST address of a library video names it, relative or absolute', () => {
  expect(libraryVideoId('/wp-json/wp/v2/video/508')).toBe(508);
  expect(libraryVideoId('https://example.org/wp-json/wp/v2/video/12/')).toBe(12);
  expect(libraryVideoId('https://example.org/wp-json/wp/v2/video/12?lang=he')).toBe(12);
});

test('any other address is a file or a host player to play as it is', () => {
  expect(libraryVideoId('/media/clip-a-640x360.mp4')).toBeNull();
  expect(libraryVideoId('https://vimeo.com/76979871')).toBeNull();
  expect(libraryVideoId('/wp-json/wp/v2/video/12/download')).toBeNull();
  expect(libraryVideoId('')).toBeNull();
  expect(libraryVideoId(undefined)).toBeNull();
});
