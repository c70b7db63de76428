import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, checkImage, uniqueImagePath } from '@/lib/image-upload';

describe('checkImage', () => {
  it('accepts an image of at most 5 MB', () => {
    expect(checkImage({ type: 'image/png', size: 1024 })).toBeNull();
    expect(checkImage({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it('refuses an image over 5 MB with the pt-BR words', () => {
    expect(checkImage({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toEqual({
      title: 'Arquivo muito grande',
      description: 'A imagem deve ter menos de 5MB.',
    });
  });

  it('refuses a file that is not an image, whatever its size', () => {
    for (const type of ['application/pdf', 'text/plain', '']) {
      expect(checkImage({ type, size: 10 })).toEqual({
        title: 'Formato inválido',
        description: 'Por favor, envie apenas arquivos de imagem.',
      });
    }
  });
});

describe('uniqueImagePath', () => {
  it('puts a unique name with the right extension under the prefix', () => {
    const a = uniqueImagePath('/products/', 'image/webp');
    const b = uniqueImagePath('products', 'image/webp');
    expect(a).toMatch(/^products\/\d+-[0-9a-f-]{36}\.webp$/);
    expect(a).not.toBe(b);
    expect(uniqueImagePath('', 'image/jpeg')).toMatch(/^\d+-[0-9a-f-]{36}\.jpg$/);
  });
});
