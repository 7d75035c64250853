import { POSTER_VARIANT_WIDTHS, avatarVariantsOf, plannedVariants } from '../media/image-variants';
import {
  avatarKey,
  contentTypeOfKey,
  isValidObjectKey,
  objectKeyFromPublicPath,
  publicPathOfKey,
  storedObjectOf,
  uploadKeyFromUrl,
  video720pKey,
  videoPlayableKey,
  videoPosterKey,
  videoPreviewKey,
} from './object-keys';

const ID = '7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1';
const OTHER_ID = '0b6f7c8d-1e2a-4b3c-8d9e-af0123456789';

describe('object keys', () => {
  it.each(['uploads/' + ID, 'videos/abc/poster.jpg', 'avatars/u/x.jpg', 'a'])('accepts %s', (key) => {
    expect(isValidObjectKey(key)).toBe(true);
  });

  it.each(['', '/etc/passwd', '../x', 'a/../b', 'a/./b', 'a//b', 'a/', '.incoming/x', 'a%2Fb', 'a\\b', 'a/.hidden', 'a b', 'a/b?c'])('refuses %p', (key) => {
    expect(isValidObjectKey(key)).toBe(false);
  });

  it('maps public paths to keys and back', () => {
    expect(publicPathOfKey('videos/v/poster.jpg')).toBe('/objects/videos/v/poster.jpg');
    expect(objectKeyFromPublicPath('/objects/videos/v/poster.jpg')).toBe('videos/v/poster.jpg');
    expect(objectKeyFromPublicPath(`/objects/uploads/${ID}?expires=1&signature=x`)).toBe(`uploads/${ID}`);
    expect(objectKeyFromPublicPath('/objects/../secret')).toBeNull();
    expect(objectKeyFromPublicPath('https://cdn.example.com/objects/a')).toBeNull();
    expect(objectKeyFromPublicPath('/api/objects/a')).toBeNull();
  });

  it.each([
    `http://localhost:3000/objects/uploads/${ID}?expires=1&signature=abc`,
    `/objects/uploads/${ID}`,
    `https://bucket.s3.eu-west-1.amazonaws.com/uploads/${ID}?X-Amz-Signature=abc`,
    `http://minio:9000/genalpha/uploads/${ID}?X-Amz-Signature=abc`,
  ])('finds the upload key in %s', (url) => {
    expect(uploadKeyFromUrl(url)).toBe(`uploads/${ID}`);
  });

  it.each([`/objects/uploads/${ID}/x`, `/objects/uploads%2F${ID}`, `/objects/videos/${ID}`, 'not a url at all', `/objects/uploads/${ID.slice(1)}`])(
    'finds no upload key in %s',
    (url) => {
      expect(uploadKeyFromUrl(url)).toBeNull();
    },
  );

  it('knows the content type of the keys the server makes', () => {
    expect(contentTypeOfKey('videos/v/playable.mp4')).toBe('video/mp4');
    expect(contentTypeOfKey('videos/v/poster.jpg')).toBe('image/jpeg');
    expect(contentTypeOfKey(`uploads/${ID}`)).toBeUndefined();
  });

  describe('what a stored object is', () => {
    const poster = videoPosterKey(ID);
    const avatar = avatarKey(OTHER_ID, ID);

    it.each([
      poster,
      ...plannedVariants(poster, 1080, POSTER_VARIANT_WIDTHS).map((variant) => variant.key),
      videoPlayableKey(ID),
      video720pKey(ID),
      videoPreviewKey(ID),
    ])('knows %s as a file of its video', (key) => {
      expect(storedObjectOf(key)).toEqual({ kind: 'video-file', videoId: ID });
    });

    it.each([...avatarVariantsOf(avatar)!.map((variant) => variant.key), `avatars/${OTHER_ID}/${ID}.jpg`])('knows %s as an avatar', (key) => {
      expect(storedObjectOf(key)).toEqual({ kind: 'avatar' });
    });

    it('knows an upload', () => {
      expect(storedObjectOf(`uploads/${ID}`)).toEqual({ kind: 'upload' });
    });

    it.each([
      `Videos/${ID}/playable.mp4`,
      `videos/${ID.toUpperCase()}/playable.mp4`,
      `videos/${ID}/Poster.jpg`,
      `videos/${ID}/playable.mp4.`,
      `videos/${ID}./playable.mp4`,
      `videos/${ID}/notes.txt`,
      `videos/${ID}`,
      `Uploads/${ID}`,
      `uploads/${ID.toUpperCase()}`,
      `uploads/${ID}.`,
      `uploads/${ID}/x`,
      `Avatars/${OTHER_ID}/${ID}/avatar.jpg`,
      `avatars/${OTHER_ID}/${ID}/AVATAR.JPG`,
      `avatars/${OTHER_ID}/${ID}/avatar.jpg.`,
      'avatars/u/x.jpg',
      'secret/file.jpg',
      '.incoming/x',
    ])('knows nothing of %s (served to nobody)', (key) => {
      expect(storedObjectOf(key)).toBeNull();
    });
  });
});
