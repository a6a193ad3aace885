import { toFormData } from './accountApi';

describe('toFormData', () => {
  it('drops empty values and empty arrays, and keeps false', () => {
    const image = new Blob(['x'], { type: 'image/png' });
    const form = toFormData({
      name: 'Anna',
      empty: '',
      missing: undefined,
      nothing: null,
      none: [],
      likes_are_public: false,
      tags: ['a', '', 'b'],
      avatar: image,
    });
    expect([...form.keys()]).toEqual(['name', 'likes_are_public', 'tags', 'tags', 'avatar']);
    expect(form.get('likes_are_public')).toBe('false');
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    expect(form.get('avatar')).toBeInstanceOf(Blob);
  });
});
