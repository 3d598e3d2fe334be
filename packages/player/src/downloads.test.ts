import { downloadOptions } from './downloads';

test('options are sorted by size ascending and the source quality is labelled Original', () => {
  const options = downloadOptions([
    { quality: 'source', size: 90_000_000, public_name: 'Source' },
    { quality: 'hd', size: 40_000_000, public_name: 'HD 720p', width: 1280, height: 720 },
    { quality: 'sd', size: 9_000_000, public_name: 'SD 360p', width: 640, height: 360 },
    { quality: 'mobile', size: 4_000_000 },
  ]);
  expect(options.map((option) => option.label)).toEqual([
    'mobile',
    'SD 360p',
    'HD 720p',
    'Original',
  ]);
  expect(options[1]).toMatchObject({ width: 640, height: 360, size: 9_000_000 });
});

test('no downloads give no options, and the input is left as it was', () => {
  expect(downloadOptions()).toEqual([]);
  const input = [
    { quality: 'hd', size: 2 },
    { quality: 'sd', size: 1 },
  ];
  downloadOptions(input);
  expect(input[0]?.quality).toBe('hd');
});
