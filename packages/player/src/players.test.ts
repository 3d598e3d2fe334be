import { findPlayer, resolveSource } from './players';
import { driveFileId, driveMediaUrl, mediaType } from './patterns';

const hostAddresses = [
  'https://vimeo.com/76979871',
  'https://vimeo.com/channels/staffpicks/76979871',
  'https://player.vimeo.com/video/76979871?h=8272103f6e',
  'http://vimeo.com/groups/shortfilms/videos/76979871',
  '//player.vimeo.com/video/76979871',
  'https://VIMEO.com/76979871#t=30s',
  'https://vimeo.com/showcase/7360941/video/438443016',
];
test.each(hostAddresses)('%s uses the host player', (url) => {
  expect(findPlayer(url)?.key).toBe('host');
  expect(resolveSource(url)).toEqual({ key: 'host', src: url, streaming: false });
});

const driveAddresses: Array<[string, string]> = [
  ['https://drive.google.com/open?id=1AbC-dEf_123', '1AbC-dEf_123'],
  ['https://drive.google.com/file/d/1AbC-dEf_123/view?usp=sharing', '1AbC-dEf_123'],
  ['https://drive.google.com/file/d/1AbC-dEf_123/preview', '1AbC-dEf_123'],
  ['https://drive.google.com/uc?export=download&id=1AbC-dEf_123', '1AbC-dEf_123'],
  ['https://drive.google.com/a/example.org/file/d/XYZ987/view', 'XYZ987'],
  ['https://drive.google.com/uc?id=XYZ987&export=download#x', 'XYZ987'],
];
test.each(driveAddresses)('%s is a drive video with id %s', (url, id) => {
  expect(driveFileId(url)).toBe(id);
  expect(resolveSource(url, { driveKey: 'theme-key' })).toEqual({
    key: 'drive',
    src: `https://www.googleapis.com/drive/v3/files/${id}?alt=media&key=theme-key`,
    type: 'video/mp4',
    streaming: false,
  });
});

test('the drive media endpoint base is configurable so a reference server can stand in', () => {
  expect(
    resolveSource('https://drive.google.com/file/d/abc/view', {
      driveMediaBase: 'http://localhost:3000/drive/',
      driveKey: 'k y',
    })?.src,
  ).toBe('http://localhost:3000/drive/abc?alt=media&key=k%20y');
  expect(driveMediaUrl('a/b', '')).toBe(
    'https://www.googleapis.com/drive/v3/files/a%2Fb?alt=media&key=',
  );
});

test('a drive address without an id parameter or /file/d/ path logs a warning and is not played', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(resolveSource('https://drive.google.com/drive/folders/abc')).toBeUndefined();
  expect(warn).toHaveBeenCalledWith(
    'A drive video address needs an id parameter or a /file/d/ path:',
    'https://drive.google.com/drive/folders/abc',
  );
  warn.mockRestore();
});

const files: Array<[string, string, boolean]> = [
  ['https://cdn.example.com/media/intro.mp4', 'video/mp4', false],
  ['https://cdn.example.com/media/intro.MP4?token=abc', 'video/mp4', false],
  ['/wp-content/uploads/2024/01/lesson.webm', 'video/webm', false],
  ['lesson.webm#t=10', 'video/webm', false],
  ['https://stream.example.com/hls/master.m3u8', 'application/x-mpegURL', true],
  ['https://stream.example.com/hls/master.m3u8?session=1&x=.mp4', 'application/x-mpegURL', true],
  ['blob-free/assets/clip-3f2a1b.webm', 'video/webm', false],
];
test.each(files)('%s is a %s file (streaming: %s)', (url, type, streaming) => {
  expect(mediaType(url)).toBe(type);
  expect(resolveSource(url)).toEqual({ key: 'file', src: url, type, streaming });
});

const unsupported = [
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://youtu.be/dQw4w9WgXcQ',
  'https://example.com/document.pdf',
  'https://example.com/video.mp4.html',
  'https://example.com/videos/mp4',
  'https://example.com/movie.avi',
  '',
];
test.each(unsupported)('%p is unsupported and logs why', (url) => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(findPlayer(url)).toBeUndefined();
  expect(resolveSource(url)).toBeUndefined();
  expect(error).toHaveBeenCalledWith('cannot find a type of player for src', url);
  error.mockRestore();
});

test('the host wins over file extensions in its addresses', () => {
  expect(findPlayer('https://player.vimeo.com/external/123.hd.mp4')?.key).toBe('host');
});
